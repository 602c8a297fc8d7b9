import type { RemainingDaysResponse, UserDto } from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { listTag, recordTag } from '../../lib/cache-tags';

/**
 * A person's page reads the person (GET /users/{id}, admins: clients and staff alike) and the days
 * left of a client's membership (the other lists are their features' own queries).
 */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerson: build.query<UserDto, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      // The clients screen's commands name the person as a Client, the employees screen's as a User.
      providesTags: (_result, _error, id) => [recordTag('User', id), recordTag('Client', id)],
    }),
    /** Whole studio days left of a person's membership in force, 0 when none (admins may ask about anyone). */
    getPersonRemainingDays: build.query<RemainingDaysResponse, string>({
      query: (userId) => ({ url: '/memberships/remaining-days', params: { userId } }),
      providesTags: [listTag('Membership')],
    }),
  }),
});

export const { useGetPersonQuery, useGetPersonRemainingDaysQuery } = peopleApi;
