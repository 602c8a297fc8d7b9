import { Code, Intent } from '@blueprintjs/core';
import { Disable } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ApiKeyDto, ApiKeyStatus } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { StateTag } from '../../../components/state-tag';

/** Active keys work; an expired one simply ran out; a revoked one was stopped by an admin. Said in words too. */
const INTENTS: Record<ApiKeyStatus, Intent> = {
  ACTIVE: Intent.SUCCESS,
  EXPIRED: Intent.WARNING,
  REVOKED: Intent.DANGER,
};

export function ApiKeyStatusTag({ status }: { readonly status: ApiKeyStatus }) {
  const { t } = useTranslation('api-keys');
  return <StateTag state={status} intents={INTENTS} label={t(`status.${status}`)} className="api-key-status" />;
}

export interface ApiKeyCells {
  /** "Todas las sucursales", or the branch's name. */
  readonly scopeOf: (branchId: string | null) => string;
  /** A studio day in words ("8 jun 2026"). */
  readonly dayOf: (instant: string) => string;
}

/**
 * The keys: name, prefix (monospace, enough to tell which key a tool holds), scope, created,
 * expiry, last used ("Nunca"), status in words, and Revocar on the active ones.
 */
export function useApiKeysTable(
  { scopeOf, dayOf }: ApiKeyCells,
  handlers: RowHandlers<ApiKeyDto, 'onRevoke'>,
): ListTable<ApiKeyDto> {
  const { t } = useTranslation('api-keys');
  return {
    caption: t('table.caption'),
    rowKey: (key) => key.id,
    columns: [
      { key: 'name', label: t('table.name'), render: (key) => <strong>{key.name}</strong> },
      {
        key: 'prefix',
        label: t('table.prefix'),
        className: 'api-keys-nowrap',
        render: (key) => <Code>{`${key.prefix}…`}</Code>,
      },
      { key: 'scope', label: t('table.scope'), render: (key) => scopeOf(key.branchId) },
      {
        key: 'createdAt',
        label: t('table.createdAt'),
        className: 'api-keys-nowrap',
        render: (key) => dayOf(key.createdAt),
      },
      {
        key: 'expiresAt',
        label: t('table.expiresAt'),
        className: 'api-keys-nowrap',
        render: (key) => dayOf(key.expiresAt),
      },
      {
        key: 'lastUsedAt',
        label: t('table.lastUsedAt'),
        className: 'api-keys-nowrap',
        render: (key) => (key.lastUsedAt ? dayOf(key.lastUsedAt) : t('table.never')),
      },
      { key: 'status', label: t('table.status'), render: (key) => <ApiKeyStatusTag status={key.status} /> },
    ],
    actions: (key) => ({
      subject: key.name,
      actions: [
        {
          key: 'revoke',
          label: t('actions.revoke'),
          icon: <Disable />,
          intent: Intent.DANGER,
          inline: true,
          permitted: key.status === 'ACTIVE',
          onClick: () => handlers.onRevoke(key),
        },
      ],
    }),
  };
}
