import { Controller, Get, Headers, Param, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditReplayResponse, AuditReplayStep } from '@boxstudio/contracts';
import { csvFile, wantsCsv } from '../../../../platform/http/downloads.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUDIT_REPLAY } from '../../audit.schemas.js';
import { toAuditEvent } from '../audit-event.js';
import { AuditedStreams } from '../audited-stream.js';
import { fieldChanges, type RecordState } from './field-changes.js';
import { replayRows } from './replay-csv.js';
import { ReplayRequest } from './replay.request.js';

/** A public DTO is an object; anything else (no record then) is no state. */
const asState = (dto: unknown): RecordState =>
  typeof dto === 'object' && dto !== null ? (dto as Readonly<Record<string, unknown>>) : null;

/** Admins only (the default for routes that name no roles), and read-only keys without a branch. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class ReplayController {
  constructor(private readonly streams: AuditedStreams) {}

  /**
   * Each event with the record's public DTO after it (what `?asOf=` answers at that event) and the fields it
   * changed; the label is what the record is called now (before its deletion, for a deleted one).
   */
  @Answers(AUDIT_REPLAY, { summary: 'Replay a record event by event', errors: [404], csv: true })
  @Get(':aggregate/:id/replay')
  async replay(
    @Param('aggregate') name: string,
    @Param('id') id: string,
    @Query() query: ReplayRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<AuditReplayResponse | StreamableFile> {
    const { name: aggregate, aggregate: audited, events } = await this.streams.read(name, id);
    const states = (await audited.publicStates(events)).map(asState);
    const steps = events.map((event, index): AuditReplayStep => ({
      event: toAuditEvent(event),
      state: states[index] ?? null,
      changes: fieldChanges(states[index - 1] ?? null, states[index] ?? null),
    }));
    if (wantsCsv(query.format, accept)) {
      const { header, rows } = replayRows(steps);
      return csvFile(`${aggregate}-${id}-states`, header, rows, 'rfc4180');
    }
    const { label } = audited.describe(states.findLast((state) => state !== null) ?? null);
    return { aggregate, id, label, steps };
  }
}
