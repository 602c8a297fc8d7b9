import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_SEARCH_LIMITS, type AuditFinding, type AuditedAggregate } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../../../platform/event-log/event-log.port.js';
import { AuditedStreams, couldBeId, type NamedAggregate } from '../audited-stream.js';

const LIMIT = AUDIT_SEARCH_LIMITS.results;

/** The first of each list, then the second of each..., each record once: no kind crowds out the others. */
function interleaved(lists: readonly (readonly AuditFinding[])[]): AuditFinding[] {
  const seen = new Set<string>();
  const found: AuditFinding[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const finding of lists.flatMap((list) => list[index] ?? [])) {
      const key = `${finding.aggregate}-${finding.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(finding);
    }
  }
  return found;
}

/**
 * Finds records for the audit console: the record whose id the text is (its stream is in the log), then
 * those whose name or email, or their person's, contains it, each found by the module that owns it in
 * its own read model.
 */
@Injectable()
export class RecordSearch {
  constructor(
    private readonly streams: AuditedStreams,
    @Inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  async find(text: string, only?: AuditedAggregate): Promise<AuditFinding[]> {
    const kinds = this.streams.all().filter(({ name }) => only === undefined || name === only);
    const [byId, byText] = await Promise.all([
      Promise.all(kinds.map((kind) => this.byId(kind, text))),
      Promise.all(kinds.map((kind) => this.byText(kind, text))),
    ]);
    return interleaved([byId.flatMap((finding) => finding ?? []), ...byText]).slice(0, LIMIT);
  }

  /** The record with this id, named as it was last (a deleted person by the name it had). */
  private async byId({ name, aggregate }: NamedAggregate, id: string): Promise<AuditFinding | null> {
    if (!couldBeId(id)) return null;
    const events = await this.log.readStream(aggregate.streamId(id));
    if (events.length === 0) return null;
    const { label, detail } = aggregate.describe(await aggregate.lastState(events));
    return { aggregate: name, id, label: label ?? id, detail };
  }

  private async byText({ name, aggregate }: NamedAggregate, text: string): Promise<AuditFinding[]> {
    const found = await aggregate.find(text, LIMIT);
    return found.map(({ id, label, detail }) => ({ aggregate: name, id, label: label ?? id, detail }));
  }
}
