import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../coming-soon';
import { AdminLayout, type AdminModule } from './admin-header';

/**
 * An admin screen that arrives later, in the admin frame; apart from the public placeholder so /classes loads
 * no admin code.
 */
export function AdminComingSoon({ module }: { module: AdminModule }) {
  const { t } = useTranslation('admin-shell');
  return (
    <AdminLayout module={module}>
      <ComingSoon title={t(`modules.${module}`)} />
    </AdminLayout>
  );
}
