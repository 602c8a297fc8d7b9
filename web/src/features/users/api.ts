import type { UserDto } from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag, REPORT_FIGURES } from '../../lib/cache-tags';

/** A person (de)activated: the lists of people, the branch counts and the reports' clients. */
const touched = (id: string) => [
  ...commandTags('User', 'user', id),
  recordTag('Client', id),
  listTag('Client'),
  ...BRANCH_FIGURES,
  ...REPORT_FIGURES,
];

/**
 * Activar/Desactivar from the users screen: a client through PUT /clients/{id}, anyone else
 * through PUT /users/{id}, so the server's words are the clients' or the employees' screen's
 * ('Cliente desactivado exitosamente', 'Empleado activado exitosamente').
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPersonActive: build.mutation<CommandAnswer<UserDto>, { person: UserDto; isActive: boolean }>({
      query: ({ person, isActive }) => ({
        url: `/${person.role === 'CLIENT' ? 'clients' : 'users'}/${encodeURIComponent(person.id)}`,
        method: 'PUT',
        body: { isActive },
      }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: (_result, _error, { person }) => touched(person.id),
    }),
  }),
});

export const { useSetPersonActiveMutation } = usersApi;
