import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BranchStatsResponse } from '@boxstudio/contracts';
import { BranchQueries } from '../branch-queries.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class BranchStatsController {
  constructor(private readonly branches: BranchQueries) {}

  /** Admins only: the four tiles of the statistics dialog. */
  @Get(':id/stats')
  stats(@Param('id') id: string): Promise<BranchStatsResponse> {
    return this.branches.stats(id);
  }
}
