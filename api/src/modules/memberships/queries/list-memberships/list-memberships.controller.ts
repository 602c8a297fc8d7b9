import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipListResponse, MembershipStatsResponse, SellablePlansResponse } from '@boxstudio/contracts';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { MembershipQueries } from '../membership-queries.js';
import { ListMembershipsRequest } from './list-memberships.request.js';

/** The admin reads of spec §7: the list, the tiles, the active ones, the plans to sell. */
@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class ListMembershipsController {
  constructor(private readonly memberships: MembershipQueries) {}

  @Get('stats')
  stats(): Promise<MembershipStatsResponse> {
    return this.memberships.stats();
  }

  /** The ACTIVE memberships, newest sale first. */
  @Get('active')
  active(@Query() query: PageQuery): Promise<MembershipListResponse> {
    return this.memberships.list({ status: 'ACTIVE', page: query.page, limit: query.limit });
  }

  /** The active plans a membership can be sold of. */
  @Get('plans')
  plans(): Promise<SellablePlansResponse> {
    return this.memberships.sellablePlans();
  }

  @Get()
  list(@Query() query: ListMembershipsRequest): Promise<MembershipListResponse> {
    const { status, ...rest } = query;
    return this.memberships.list({ ...rest, status: status === 'all' ? undefined : status });
  }
}
