import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipListResponse, MembershipStatsResponse, SellablePlansResponse } from '@boxstudio/contracts';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MEMBERSHIP_LIST, MEMBERSHIP_STATS, SELLABLE_PLANS } from '../../membership.schemas.js';
import { MembershipQueries } from '../membership-queries.js';
import { ListMembershipsRequest } from './list-memberships.request.js';

/** The admin reads of spec §7: the list, the tiles, the active ones, the plans to sell. */
@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class ListMembershipsController {
  constructor(private readonly memberships: MembershipQueries) {}

  @Answers(MEMBERSHIP_STATS, { summary: 'Get membership statistics' })
  @Get('stats')
  stats(): Promise<MembershipStatsResponse> {
    return this.memberships.stats();
  }

  /** The ACTIVE memberships, newest sale first. */
  @Answers(MEMBERSHIP_LIST, { summary: 'List active memberships' })
  @Get('active')
  active(@Query() query: PageQuery): Promise<MembershipListResponse> {
    return this.memberships.list({ status: 'ACTIVE', page: query.page, limit: query.limit });
  }

  /** The active plans a membership can be sold of. */
  @Answers(SELLABLE_PLANS, { summary: 'List the plans a membership can be sold of' })
  @Get('plans')
  plans(): Promise<SellablePlansResponse> {
    return this.memberships.sellablePlans();
  }

  @Answers(MEMBERSHIP_LIST, { summary: 'List memberships' })
  @Get()
  list(@Query() query: ListMembershipsRequest): Promise<MembershipListResponse> {
    const { status, ...rest } = query;
    return this.memberships.list({ ...rest, status: status === 'all' ? undefined : status });
  }
}
