import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditStateResponse, AuditStreamResponse } from '@boxstudio/contracts';
import { AsOfQuery } from './audit-query.dto.js';
import { AuditService } from './audit.service.js';

/** Admins only (the default for routes that name no roles). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get(':aggregate/:id/events')
  events(@Param('aggregate') aggregate: string, @Param('id') id: string): Promise<AuditStreamResponse> {
    return this.audit.events(aggregate, id);
  }

  @Get(':aggregate/:id')
  state(@Param('aggregate') aggregate: string, @Param('id') id: string, @Query() query: AsOfQuery): Promise<AuditStateResponse> {
    return this.audit.stateAsOf(aggregate, id, query.asOf ? new Date(query.asOf) : new Date());
  }
}
