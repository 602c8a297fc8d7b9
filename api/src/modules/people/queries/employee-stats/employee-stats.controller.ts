import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EmployeeStats } from '@boxstudio/contracts';
import { PeopleQueries } from '../../../accounts/index.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { EMPLOYEE_STATS } from '../../people.schemas.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class EmployeeStatsController {
  constructor(private readonly queries: PeopleQueries) {}

  /** The employees screen's tiles. */
  @Answers(EMPLOYEE_STATS, { summary: 'Get employee statistics' })
  @Get('stats')
  stats(): Promise<EmployeeStats> {
    return this.queries.employeeStats();
  }
}
