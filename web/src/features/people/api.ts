import type { UserDto } from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { recordTag } from '../../lib/cache-tags';

/** A person's page reads the person (GET /users/{id}, admins: clients and staff alike). */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerson: build.query<UserDto, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      // The clients screen's commands name the person as a Client, the employees screen's as a User.
      providesTags: (_result, _error, id) => [recordTag('User', id), recordTag('Client', id)],
    }),
  }),
});

export const { useGetPersonQuery } = peopleApi;
