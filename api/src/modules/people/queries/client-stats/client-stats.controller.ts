import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClientStats } from '@boxstudio/contracts';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLIENT_STATS } from '../../people.schemas.js';
import { PeopleQueries } from '../../../accounts/index.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientStatsController {
  constructor(
    private readonly queries: PeopleQueries,
    private readonly clock: Clock,
  ) {}

  /** The clients screen's tiles ('new this month' in studio time, by the injected clock). */
  @Answers(CLIENT_STATS, { summary: 'Get client statistics' })
  @Get('stats')
  stats(): Promise<ClientStats> {
    return this.queries.clientStats(this.clock.now());
  }
}
