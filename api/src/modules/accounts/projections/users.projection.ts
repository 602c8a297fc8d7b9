import { Injectable } from '@nestjs/common';
import { normaliseEmail } from '@boxstudio/contracts';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import type { Projection, ProjectionWriter } from '../../../platform/projections/projection.js';
import { toDomainEvent } from '../../../platform/commands/aggregate-store.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import { USER_EVENT_TYPES, type UserEvent, type UserProfile } from '../domain/user.events.js';

/** What the lists search: name, email and phone, folded; and the phone's digits alone. */
function searchFields(profile: Pick<UserProfile, 'name' | 'email' | 'phone'>): { searchText: string; phoneDigits: string } {
  return { searchText: foldForSearch(`${profile.name} ${profile.email} ${profile.phone ?? ''}`), phoneDigits: (profile.phone ?? '').replace(/\D/g, '') };
}

export const USERS_COLLECTION = 'users';

/** Everyone (clients and employees) as lists, logins and counts read them. */
@Injectable()
export class UsersProjection implements Projection {
  readonly name = 'users';
  readonly collections = [USERS_COLLECTION];
  readonly eventTypes = USER_EVENT_TYPES;
  readonly indexes: Projection['indexes'] = { [USERS_COLLECTION]: [{ emailLower: 1 as const }, { role: 1 as const }, { branchId: 1 as const }, { createdAt: -1 as const }] };

  async apply(recorded: RecordedEvent, writer: ProjectionWriter): Promise<void> {
    const event = toDomainEvent<UserEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, ...fields } = event.data;
        await writer.insert(USERS_COLLECTION, {
          _id: userId,
          ...fields,
          emailLower: normaliseEmail(fields.email),
          ...searchFields(fields),
          isActive: true,
          isDeleted: false,
          createdAt: at,
          updatedAt: at,
          createdBy: recorded.metadata.userId,
        });
        return;
      }
      case 'UserProfileUpdated': {
        // The search fields need what the update left alone, so read the current document.
        const current = await writer.collection(USERS_COLLECTION).findOne({ _id: event.data.userId });
        if (!current) return;
        const merged = { ...(current as unknown as UserProfile), ...event.data.changes };
        const changes: Record<string, unknown> = { ...event.data.changes, ...searchFields(merged), updatedAt: at };
        if (event.data.changes.email !== undefined) changes.emailLower = normaliseEmail(event.data.changes.email);
        await writer.update(USERS_COLLECTION, event.data.userId, { $set: changes });
        return;
      }
      case 'UserRoleChanged':
        await writer.update(USERS_COLLECTION, event.data.userId, { $set: { role: event.data.to, updatedAt: at } });
        return;
      case 'UserDeactivated':
        await writer.update(USERS_COLLECTION, event.data.userId, { $set: { isActive: false, updatedAt: at } });
        return;
      case 'UserReactivated':
        await writer.update(USERS_COLLECTION, event.data.userId, { $set: { isActive: true, updatedAt: at } });
        return;
      case 'UserDeleted':
        // Kept, flagged: lists skip it, the history stays auditable and counts stay explainable.
        await writer.update(USERS_COLLECTION, event.data.userId, { $set: { isDeleted: true, isActive: false, deletedAt: at, updatedAt: at } });
        return;
    }
  }
}
