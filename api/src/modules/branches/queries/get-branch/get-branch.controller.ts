import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isAdminRole, type BranchSummary } from '@boxstudio/contracts';
import { CurrentUser, Public } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { BRANCH_SUMMARY } from '../../branch.schemas.js';
import { BranchQueries } from '../branch-queries.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class GetBranchController {
  constructor(private readonly branches: BranchQueries) {}

  /** Public like the list: an inactive branch is not found for anyone but admins. */
  @Answers(BRANCH_SUMMARY, { summary: 'Get a branch', errors: [404] })
  @Public()
  @Get(':id')
  get(@Param('id') id: string, @CurrentUser() user: AuthUser | null): Promise<BranchSummary> {
    return this.branches.get(id, user === null || !isAdminRole(user.role));
  }
}
