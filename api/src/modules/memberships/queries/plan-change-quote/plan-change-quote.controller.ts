import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { PlanChangeQuoteResponse } from '@boxstudio/contracts';
import { RequiredText } from '../../../../platform/http/validators.js';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_CHANGE_QUOTE } from '../../membership.schemas.js';
import { MembershipCommands } from '../../commands/membership-commands.js';

export class PlanChangeQuoteRequest {
  @ApiProperty({ description: 'An active plan other than the membership’s' })
  @RequiredText({ max: 100 })
  newPlanId: string;
}

/**
 * What a plan change would settle now, worked out by the same rule the change itself runs: the dialog shows
 * it before confirming.
 */
@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class PlanChangeQuoteController {
  constructor(
    private readonly memberships: MembershipCommands,
    private readonly clock: Clock,
  ) {}

  @Answers(PLAN_CHANGE_QUOTE, { summary: 'Quote what a plan change would settle now', errors: [404, 409] })
  @Get(':id/plan-change')
  quote(@Param('id') id: string, @Query() query: PlanChangeQuoteRequest): Promise<PlanChangeQuoteResponse> {
    return this.memberships.planChangeQuote(id, query.newPlanId, this.clock.now());
  }
}
