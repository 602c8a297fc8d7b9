import { Person } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROLES, type UserDto, type UserListResponse } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { useListState } from '../../../components/admin/use-list-state';
import { selectUser } from '../../auth';
import { useListPeopleQuery } from '../../employees';
import { useUsersTable } from '../components/users-table';
import { NO_FILTERS, usersRequest, type UserFilters } from '../user-list';
import { useUserActivation } from '../use-user-activation';
import '../components/users.css';

const SCREEN: ListScreen<UserListResponse, UserDto> = {
  module: 'admin-users',
  namespace: 'users',
  rows: (data) => data.users,
  emptyIcon: <Person size={48} />,
  statusFilter: true,
};

/**
 * Usuarios (admins only, spec §2): every account, clients and staff, newest first, with the
 * server's search and the role and status filters. Each is activated or deactivated here, and
 * edited on the clients or employees screen, which the row opens filtered to that person.
 */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const manager = useAppSelector(selectUser);
  const list = useListState<UserFilters>(NO_FILTERS);
  const query = useListPeopleQuery({ ...usersRequest(list.filters), ...list.request });
  const table = useUsersTable({ onToggle: useUserActivation(), onOpen: (path) => navigate(path) }, manager);
  const roleFilter = {
    key: 'role' as const,
    label: t('filters.role'),
    options: [
      { value: 'all', label: t('filters.allRoles') },
      ...ROLES.map((role) => ({ value: role, label: t(`filters.roles.${role}`) })),
    ],
  };
  return <AdminListPage screen={SCREEN} list={list} query={query} table={table} selects={[roleFilter]} />;
}
