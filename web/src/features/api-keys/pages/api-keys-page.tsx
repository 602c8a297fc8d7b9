import { Key } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_STATUSES,
  apiKeyPermissions,
  type ApiKeyDto,
  type ApiKeyListResponse,
  type ApiKeyStatus,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { useListState } from '../../../components/admin/use-list-state';
import { errorMessage } from '../../../lib/api-errors';
import { formatStudioDate } from '../../../lib/studio-time';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useListApiKeysQuery } from '../api';
import { ApiKeyFormDialog } from '../components/api-key-form-dialog';
import { useApiKeysTable } from '../components/api-keys-table';
import { NewKeyDialog } from '../components/new-key-dialog';
import { useApiKeyCreation, useApiKeyRevocation } from '../use-api-key-commands';
import '../components/api-keys.css';

/** `status`: '' for every key, or one of the API's statuses. The server does not search keys. */
type ApiKeyFilters = { search: string; status: string };

const NO_FILTERS: ApiKeyFilters = { search: '', status: '' };
const SCREEN: ListScreen<ApiKeyListResponse, ApiKeyDto> = {
  module: 'admin-api-keys',
  namespace: 'api-keys',
  rows: (data) => data.apiKeys,
  emptyIcon: <Key size={48} />,
  search: false,
};

const isStatus = (value: string): value is ApiKeyStatus => API_KEY_STATUSES.some((status) => status === value);

/**
 * Claves de API (docs/api-keys.md): the reporting tools' read-only keys, newest first, with a
 * status filter; "Nueva clave" creates one and shows it once; Revocar stops one at once.
 */
export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('api-keys');
  const permissions = apiKeyPermissions(useAppSelector(selectUser)?.role);
  const list = useListState<ApiKeyFilters>(NO_FILTERS);
  const { status } = list.filters;
  const query = useListApiKeysQuery({ status: isStatus(status) ? status : undefined, ...list.request });
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];

  const scopeOf = (branchId: string | null) =>
    branchId === null
      ? t('scope.all')
      : (branches.find((branch) => branch.id === branchId)?.name ?? t('scope.unknown'));
  const dayOf = (instant: string) => formatStudioDate(instant, i18n.language);

  const creation = useApiKeyCreation();
  const revocation = useApiKeyRevocation();
  const table = useApiKeysTable({ scopeOf, dayOf }, { onRevoke: revocation.ask });

  const selects = [
    {
      key: 'status' as const,
      label: t('filters.status'),
      options: [
        { value: '', label: t('filters.all') },
        ...API_KEY_STATUSES.map((value) => ({ value, label: t(`filters.${value}`) })),
      ],
    },
  ];
  const dialogs = (
    <>
      <ApiKeyFormDialog {...creation.dialog} branches={branches} />
      <NewKeyDialog created={creation.created} scopeOf={scopeOf} dayOf={dayOf} onClose={creation.forget} />
      {revocation.dialog}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      selects={selects}
      loadError={(error) => errorMessage(error, t('messages.loadError'))}
      onCreate={permissions.manage && creation.open}
      dialogs={dialogs}
    />
  );
}
