import { useTranslation } from 'react-i18next';
import { useGetAuditActorQuery } from './history.api';

/**
 * Who did something in the audit log, in words: the person's name when the users read model knows
 * them, their id otherwise, 'Sistema' for none (first start, demo data, a scheduler or a reaction).
 */
export function useActorName(userId: string | null): string {
  const { t } = useTranslation('admin-shell');
  const { data } = useGetAuditActorQuery(userId ?? '', { skip: userId === null });
  return userId === null ? t('history.system') : (data?.name ?? userId);
}
