import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  isAdminRole,
  type HasActiveMembershipResponse,
  type MembershipListResponse,
  type RemainingDaysResponse,
} from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { HAS_ACTIVE, MEMBERSHIP_LIST, REMAINING_DAYS } from '../../membership.schemas.js';
import { MembershipQueries } from '../membership-queries.js';

/** `?userId=` is for admins asking about someone; everyone else is answered about themselves. */
export class WhoseRequest {
  @ApiPropertyOptional({ description: 'Admins only; others always get their own' })
  @OptionalText({ max: 100 })
  userId?: string;
}

const whose = (user: AuthUser, query: WhoseRequest): string =>
  isAdminRole(user.role) && query.userId ? query.userId : user.id;

/** The signed-in person's own memberships (CONTRACT.md: a CLIENT reads only its own). */
@ApiTags('memberships')
@ApiBearerAuth()
@AnyRole()
@Controller('memberships')
export class MyMembershipsController {
  constructor(
    private readonly memberships: MembershipQueries,
    private readonly clock: Clock,
  ) {}

  /** Newest sale first. */
  @Answers(MEMBERSHIP_LIST, { summary: 'List own memberships' })
  @Get('user')
  mine(@Query() query: PageQuery, @CurrentUser() user: AuthUser): Promise<MembershipListResponse> {
    return this.memberships.list({ userId: user.id, page: query.page, limit: query.limit });
  }

  /** True when an ACTIVE membership covers today. */
  @Answers(HAS_ACTIVE, { summary: 'Tell whether an active membership covers today' })
  @Get('has-active')
  async hasActive(@Query() query: WhoseRequest, @CurrentUser() user: AuthUser): Promise<HasActiveMembershipResponse> {
    return { hasActive: await this.memberships.hasActive(whose(user, query), this.clock.now()) };
  }

  /** Whole studio days to the latest end of an active membership covering today (0 when none). */
  @Answers(REMAINING_DAYS, { summary: 'Count the days left of the active membership' })
  @Get('remaining-days')
  async remainingDays(@Query() query: WhoseRequest, @CurrentUser() user: AuthUser): Promise<RemainingDaysResponse> {
    return { remainingDays: await this.memberships.remainingDays(whose(user, query), this.clock.now()) };
  }
}
