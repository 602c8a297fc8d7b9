import { Injectable } from '@nestjs/common';
import { normaliseEmail } from '@boxstudio/contracts';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import type { Projection, ProjectionWriter } from '../../../platform/projections/projection.js';
import { toDomainEvent } from '../../../platform/commands/aggregate-store.js';
import { USER_EVENT_TYPES, type UserEvent } from '../domain/user.events.js';

export const USERS_COLLECTION = 'users';

/** Everyone (clients and employees) as lists, logins and counts read them. */
@Injectable()
export class UsersProjection implements Projection {
  readonly name = 'users';
  readonly collections = [USERS_COLLECTION];
  readonly eventTypes = USER_EVENT_TYPES;
  readonly indexes: Projection['indexes'] = { [USERS_COLLECTION]: [{ emailLower: 1 as const }, { role: 1 as const }, { branchId: 1 as const }] };

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
          isActive: true,
          isDeleted: false,
          createdAt: at,
          updatedAt: at,
          createdBy: recorded.metadata.userId,
        });
        return;
      }
      case 'UserProfileUpdated': {
        const changes: Record<string, unknown> = { ...event.data.changes, updatedAt: at };
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
