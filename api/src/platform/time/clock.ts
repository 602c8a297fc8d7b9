import { Injectable } from '@nestjs/common';

/**
 * The one source of "now" for the kit: command contexts, the scheduler and reactions take their
 * time from it, so a test moves the clock (testing/manual-clock.ts) instead of waiting for it.
 * Injected by its class: `constructor(private readonly clock: Clock)`.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's clock, provided by the platform module outside tests. */
@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
