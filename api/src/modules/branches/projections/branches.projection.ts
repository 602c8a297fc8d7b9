import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import type { Projection, ProjectionWriter } from '../../../platform/projections/projection.js';
import { toDomainEvent } from '../../../platform/commands/aggregate-store.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import { BRANCH_EVENT_TYPES, type BranchDetails, type BranchEvent } from '../domain/branch.events.js';

export const BRANCHES_COLLECTION = 'branches';

/**
 * The list searches name, city and state ignoring case and accents. Each is kept folded on its
 * own, so an edit sets only the folds of the fields it changed, without reading the document.
 */
export const SEARCHED_FIELDS = { name: 'nameSort', city: 'cityFold', state: 'stateFold' } as const;

function foldsOf(fields: Partial<BranchDetails>): Record<string, string> {
  const folds: Record<string, string> = {};
  for (const [field, folded] of Object.entries(SEARCHED_FIELDS)) {
    const value = fields[field as keyof typeof SEARCHED_FIELDS];
    if (value !== undefined) folds[folded] = foldForSearch(value);
  }
  return folds;
}

@Injectable()
export class BranchesProjection implements Projection {
  readonly name = 'branches';
  readonly collections = [BRANCHES_COLLECTION];
  readonly eventTypes = BRANCH_EVENT_TYPES;
  readonly indexes: Projection['indexes'] = { [BRANCHES_COLLECTION]: [{ isActive: 1 as const }, { nameSort: 1 as const }] };

  async apply(recorded: RecordedEvent, writer: ProjectionWriter): Promise<void> {
    const event = toDomainEvent<BranchEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'BranchCreated': {
        const { branchId, ...details } = event.data;
        await writer.insert(BRANCHES_COLLECTION, {
          _id: branchId,
          ...details,
          isActive: true,
          ...foldsOf(details),
          createdAt: at,
          updatedAt: at,
        });
        return;
      }
      case 'BranchUpdated':
        await writer.update(BRANCHES_COLLECTION, event.data.branchId, { $set: { ...event.data.changes, ...foldsOf(event.data.changes), updatedAt: at } });
        return;
      case 'BranchDeactivated':
        await writer.update(BRANCHES_COLLECTION, event.data.branchId, { $set: { isActive: false, updatedAt: at } });
        return;
      case 'BranchReactivated':
        await writer.update(BRANCHES_COLLECTION, event.data.branchId, { $set: { isActive: true, updatedAt: at } });
        return;
    }
  }
}
