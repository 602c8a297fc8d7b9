import { Module } from '@nestjs/common';
import { AuditedStreams } from './queries/audited-stream.js';
import { ListEventsController } from './queries/list-events/list-events.controller.js';
import { StateAsOfController } from './queries/state-as-of/state-as-of.controller.js';

/** History and time travel of every audited aggregate, read from the log (CONTRACT.md "History"). */
@Module({ controllers: [ListEventsController, StateAsOfController], providers: [AuditedStreams] })
export class AuditModule {}
