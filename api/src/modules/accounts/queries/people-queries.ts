import { Inject, Injectable } from '@nestjs/common';
import {
  EMPLOYEE_ROLES,
  type ClientStats,
  type EmployeeStats,
  type PersonStatusFilter,
  type Role,
  type UserListResponse,
} from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { toUserDto, USERS, type UserDoc } from '../projections/user-docs.js';

export interface PeopleCriteria {
  readonly roles?: readonly Role[];
  readonly search?: string;
  readonly status: PersonStatusFilter;
  readonly page: number;
  readonly limit: number;
}

/** A search of at least this many digits also looks at phone numbers written any way. */
const MIN_PHONE_DIGITS = 3;

function searchFilter(search: string): Filter {
  const digits = search.replace(/\D/g, '');
  const byText = containsFilter('searchText', search);
  return digits.length >= MIN_PHONE_DIGITS && digits.length === search.replace(/[\s+()-]/g, '').length
    ? { $or: [byText, { phoneDigits: { $regex: digits } }] }
    : byText;
}

/** Lists and counts of people (clients, employees) from the users read model, for the people screens. */
@Injectable()
export class PeopleQueries {
  private readonly view: View<UserDoc>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly calendar: StudioCalendar,
  ) {
    this.view = new View(store, USERS);
  }

  async list(criteria: PeopleCriteria): Promise<UserListResponse> {
    const filter: Filter = { isDeleted: false };
    if (criteria.roles) filter.role = { $in: [...criteria.roles] };
    if (criteria.status !== 'all') filter.isActive = criteria.status === 'active';
    if (criteria.search?.trim()) Object.assign(filter, searchFilter(criteria.search));
    const { items, ...page } = await this.view.readPage(
      filter,
      { createdAt: -1, _id: 1 },
      criteria.page,
      criteria.limit,
      toUserDto,
    );
    return { users: items, ...page };
  }

  async employeeStats(): Promise<EmployeeStats> {
    const users = this.view;
    const employees = { isDeleted: false, role: { $in: [...EMPLOYEE_ROLES] } };
    const [totalEmployees, activeEmployees, instructors, supervisors, managers, admins] = await Promise.all([
      users.count(employees),
      users.count({ ...employees, isActive: true }),
      users.count({ isDeleted: false, role: 'INSTRUCTOR' }),
      users.count({ isDeleted: false, role: 'SUPERVISOR' }),
      users.count({ isDeleted: false, role: 'MANAGER' }),
      users.count({ isDeleted: false, role: 'ADMIN' }),
    ]);
    return { totalEmployees, activeEmployees, instructors, supervisors, managers, admins };
  }

  /** "This month" is the calendar month of `now` in studio time. */
  async clientStats(now: Date): Promise<ClientStats> {
    const users = this.view;
    const clients = { isDeleted: false, role: 'CLIENT' };
    const monthStart = this.calendar.month(now).from.toISOString();
    const [totalClients, activeClients, newClientsThisMonth] = await Promise.all([
      users.count(clients),
      users.count({ ...clients, isActive: true }),
      users.count({ ...clients, createdAt: { $gte: monthStart } }),
    ]);
    return { totalClients, activeClients, inactiveClients: totalClients - activeClients, newClientsThisMonth };
  }
}
