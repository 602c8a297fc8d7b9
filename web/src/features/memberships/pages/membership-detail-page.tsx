import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { MembershipDto } from '@boxstudio/contracts';
import { AdminDetailPage, type DetailScreen } from '../../../components/admin/admin-detail-page';
import { useGetMembershipQuery } from '../api';
import { StatusChip } from '../components/status-chip';
import { membershipSubject } from '../membership-list';
import { membershipChanges, useMembershipPresenter } from '../membership-presenter';
import { usePlanCatalog } from '../use-membership-names';
import '../components/memberships.css';

const SCREEN: DetailScreen = {
  module: 'admin-memberships',
  namespace: 'memberships',
  aggregate: 'membership',
  backTo: '/admin-memberships',
};

/**
 * One membership (/admin/memberships/:id): its fields, and its history from the audit log with its
 * state "as of" an instant. The log keeps ids: a plan it moved from is named from every plan.
 */
export default function MembershipDetailPage() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation('memberships');
  const query = useGetMembershipQuery(id, { skip: id === '' });
  const catalog = usePlanCatalog();
  const presenter = useMembershipPresenter(query.data, catalog.names);
  const heading = (item: MembershipDto) => ({
    title: membershipSubject(item, i18n.language),
    status: <StatusChip status={item.status} />,
  });
  return (
    <AdminDetailPage
      screen={SCREEN}
      query={query}
      presenter={presenter}
      heading={heading}
      changesOf={membershipChanges}
    />
  );
}
