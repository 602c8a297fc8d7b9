import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditEventDto, AuditStreamResponse } from '@boxstudio/contracts';
import type { RecordedEvent } from '../../../../platform/event-log/event-log.port.js';
import { AuditedStreams } from '../audited-stream.js';

function toAuditEvent(event: RecordedEvent): AuditEventDto {
  const { id, type, revision, position, data, metadata } = event;
  return { id, type, revision, position, recordedAt: event.recordedAt.toISOString(), data, metadata };
}

/** Admins only (the default for routes that name no roles). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class ListEventsController {
  constructor(private readonly streams: AuditedStreams) {}

  /** A record's events in order, with who, when and under which command. */
  @Get(':aggregate/:id/events')
  async events(@Param('aggregate') name: string, @Param('id') id: string): Promise<AuditStreamResponse> {
    const { name: aggregate, events } = await this.streams.read(name, id);
    return { aggregate, id, events: events.map(toAuditEvent) };
  }
}
