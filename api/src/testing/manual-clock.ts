import { Clock } from '../platform/time/clock.js';

/** A clock that stands still until a test moves it. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T10:00:00.000Z') {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
