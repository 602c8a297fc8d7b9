import type { PersonStatusFilter } from '@boxstudio/contracts';

/** The clients screen's filters (spec §2, §9): the search over name, email and phone, and the status. */
export type ClientFilters = { search: string; status: PersonStatusFilter };

export const NO_FILTERS: ClientFilters = { search: '', status: 'all' };

/** Spec §2: ?action=new-client opens the new-client dialog. */
export const NEW_CLIENT_ACTION = 'new-client';
