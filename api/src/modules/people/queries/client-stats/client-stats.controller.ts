import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClientStats } from '@boxstudio/contracts';
import { PeopleQueries } from '../../../accounts/index.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientStatsController {
  constructor(private readonly queries: PeopleQueries) {}

  /** The clients screen's tiles. */
  @Get('stats')
  stats(): Promise<ClientStats> {
    return this.queries.clientStats(new Date());
  }
}
