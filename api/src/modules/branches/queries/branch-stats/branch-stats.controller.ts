import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BranchStatsResponse } from '@boxstudio/contracts';
import { BranchQueries } from '../branch-queries.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { BRANCH_STATS } from '../../branch.schemas.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class BranchStatsController {
  constructor(private readonly branches: BranchQueries) {}

  /** Admins only: the four tiles of the statistics dialog. */
  @Answers(BRANCH_STATS, { summary: 'Get branch statistics', errors: [404] })
  @Get(':id/stats')
  stats(@Param('id') id: string): Promise<BranchStatsResponse> {
    return this.branches.stats(id);
  }
}
