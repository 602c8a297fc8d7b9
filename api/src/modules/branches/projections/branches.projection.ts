import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import type { Projection, ProjectionWriter } from '../../../platform/projections/projection.js';
import { toDomainEvent } from '../../../platform/commands/aggregate-store.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import { BRANCH_EVENT_TYPES, type BranchDetails, type BranchEvent } from '../domain/branch.events.js';

export const BRANCHES_COLLECTION = 'branches';

/** Accent- and case-insensitive text the list's search runs over: name, city and state. */
function searchText(details: Pick<BranchDetails, 'name' | 'city' | 'state'>): string {
  return foldForSearch(`${details.name} ${details.city} ${details.state}`);
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
          nameSort: foldForSearch(details.name),
          searchText: searchText(details),
          createdAt: at,
          updatedAt: at,
        });
        return;
      }
      case 'BranchUpdated': {
        const { changes } = event.data;
        const searched = changes.name !== undefined || changes.city !== undefined || changes.state !== undefined;
        if (!searched) {
          await writer.update(BRANCHES_COLLECTION, event.data.branchId, { $set: { ...changes, updatedAt: at } });
          return;
        }
        // The search text needs the fields the update left alone, so read the current document.
        const current = await writer.collection(BRANCHES_COLLECTION).findOne({ _id: event.data.branchId });
        if (!current) return;
        const merged = { ...(current as unknown as BranchDetails), ...changes };
        await writer.update(BRANCHES_COLLECTION, event.data.branchId, {
          $set: { ...changes, nameSort: foldForSearch(merged.name), searchText: searchText(merged), updatedAt: at },
        });
        return;
      }
      case 'BranchDeactivated':
        await writer.update(BRANCHES_COLLECTION, event.data.branchId, { $set: { isActive: false, updatedAt: at } });
        return;
      case 'BranchReactivated':
        await writer.update(BRANCHES_COLLECTION, event.data.branchId, { $set: { isActive: true, updatedAt: at } });
        return;
    }
  }
}
