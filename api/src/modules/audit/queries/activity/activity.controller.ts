import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditActivityPage } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUDIT_ACTIVITY } from '../../audit.schemas.js';
import { ActivityQueries } from './activity-queries.js';
import { ActivityRequest } from './activity.request.js';

/** Admins only (the default for routes that name no roles), and read-only keys without a branch. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class ActivityController {
  constructor(private readonly activity: ActivityQueries) {}

  /** Every audited record's events across the studio, newest first, a page at a time (`before` = the last `next`). */
  @Answers(AUDIT_ACTIVITY, { summary: 'List the studio’s recent activity' })
  @Get('activity')
  activityPage(@Query() query: ActivityRequest): Promise<AuditActivityPage> {
    return this.activity.page(query);
  }
}
