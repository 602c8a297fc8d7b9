import { normaliseEmail } from '@boxstudio/contracts';
import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { UserEvent, UserProfile } from '../domain/user.events.js';
import { USERS } from './user-docs.js';

/** What the lists search: name, email and phone, folded; and the phone's digits alone. */
function searchFields(profile: Pick<UserProfile, 'name' | 'email' | 'phone'>): {
  searchText: string;
  phoneDigits: string;
} {
  return {
    searchText: foldForSearch(`${profile.name} ${profile.email} ${profile.phone ?? ''}`),
    phoneDigits: (profile.phone ?? '').replace(/\D/g, ''),
  };
}

/** Everyone (clients and employees) as lists, logins and counts read them. */
export const usersProjection = defineProjection<UserEvent>()({
  name: 'users',
  collections: { users: USERS },
  handlers: {
    UserRegistered: async (
      { data: { userId, mustChangePassword, ...fields } },
      { users },
      { occurredAt, userId: createdBy },
    ) => {
      await users.insert({
        _id: userId,
        ...fields,
        mustChangePassword: mustChangePassword === true,
        emailLower: normaliseEmail(fields.email),
        ...searchFields(fields),
        isActive: true,
        isDeleted: false,
        createdAt: occurredAt,
        updatedAt: occurredAt,
        createdBy,
      });
    },
    UserProfileUpdated: async ({ data }, { users }, { occurredAt }) => {
      // The search fields need what the update left alone, so read the current document.
      const current = await users.get(data.userId);
      if (!current) return;
      const merged = {
        name: data.changes.name ?? current.name,
        email: data.changes.email ?? current.email,
        phone: data.changes.phone === undefined ? current.phone : data.changes.phone,
      };
      const emailLower = data.changes.email === undefined ? {} : { emailLower: normaliseEmail(data.changes.email) };
      await users.set(data.userId, { ...data.changes, ...emailLower, ...searchFields(merged), updatedAt: occurredAt });
    },
    // A role change or a deactivation ends every session opened before it.
    UserRoleChanged: ({ data }, { users }, { occurredAt }) =>
      users.set(data.userId, { role: data.to, sessionsValidFrom: occurredAt, updatedAt: occurredAt }),
    UserDeactivated: ({ data }, { users }, { occurredAt }) =>
      users.set(data.userId, { isActive: false, sessionsValidFrom: occurredAt, updatedAt: occurredAt }),
    UserReactivated: ({ data }, { users }, { occurredAt }) =>
      users.set(data.userId, { isActive: true, updatedAt: occurredAt }),
    // A password of their own: whatever temporary one they were given is gone.
    PasswordChanged: ({ data }, { users }, { occurredAt }) =>
      users.set(data.userId, { mustChangePassword: false, updatedAt: occurredAt }),
    // Kept, flagged: lists skip it, the history stays auditable and counts stay explainable.
    UserDeleted: ({ data }, { users }, { occurredAt }) =>
      users.set(data.userId, { isDeleted: true, isActive: false, deletedAt: occurredAt, updatedAt: occurredAt }),
  },
});
