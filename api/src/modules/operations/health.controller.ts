import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/access.decorators.js';
import { EVENT_LOG, type EventLog } from '../../platform/event-log/event-log.port.js';
import { Projections } from '../../platform/projections/projections.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { Answers } from '../../platform/http/openapi/answers.decorator.js';
import { HEALTH } from './operations.schemas.js';
import type { Health } from './health.js';

/** 200 when the log and the read store answer and projections are live; 503 otherwise. */
@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly runner: Projections,
  ) {}

  @Answers(HEALTH, { summary: 'Check that the service is ready', errors: [503] })
  @Public()
  @Get()
  async check(): Promise<Health> {
    const headPosition = await this.log.headPosition().catch(() => null);
    const readStore = await this.store.ping().catch(() => false);
    const failure = this.runner.failure;
    const projections = failure ? 'failed' : this.runner.running ? 'live' : 'stopped';
    const health: Health = {
      status: 'ok',
      eventLog: headPosition !== null,
      readStore,
      projections,
      headPosition,
      ...(failure ? { problem: failure } : {}),
    };
    if (headPosition === null || !readStore || projections !== 'live') {
      throw new HttpException({ success: false, data: { ...health, status: 'degraded' } }, 503);
    }
    return health;
  }
}
