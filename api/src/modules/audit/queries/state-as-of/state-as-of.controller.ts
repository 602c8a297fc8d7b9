import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditStateResponse } from '@boxstudio/contracts';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUDIT_STATE } from '../../audit.schemas.js';
import { AuditedStreams } from '../audited-stream.js';
import { eventsAsOf } from './events-as-of.js';
import { StateAsOfRequest } from './state-as-of.request.js';

/** Admins only (the default for routes that name no roles). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class StateAsOfController {
  constructor(
    private readonly streams: AuditedStreams,
    private readonly clock: Clock,
  ) {}

  /**
   * The record's public DTO (the same shape its list and detail answer) after every event that had
   * happened by `asOf` (events-as-of.ts), now by the injected clock when none is given; null before it existed.
   */
  @Answers(AUDIT_STATE, { summary: 'Get a record as it was at an instant', errors: [404] })
  @Get(':aggregate/:id')
  async state(
    @Param('aggregate') name: string,
    @Param('id') id: string,
    @Query() query: StateAsOfRequest,
  ): Promise<AuditStateResponse> {
    const asOf = query.asOf ? new Date(query.asOf) : this.clock.now();
    const { name: aggregate, aggregate: audited, events } = await this.streams.read(name, id);
    const upTo = eventsAsOf(events, asOf);
    const base = { aggregate, id, asOf: asOf.toISOString() };
    if (upTo.length === 0) return { ...base, revision: -1, state: null };
    return {
      ...base,
      revision: upTo.length - 1,
      state: (await audited.publicState(upTo)) as AuditStateResponse['state'],
    };
  }
}
