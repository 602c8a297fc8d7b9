import { useParams } from 'react-router-dom';
import { AdminDetailPage, type DetailScreen } from '../../../components/admin/admin-detail-page';
import { useGetBranchQuery } from '../api';
import { useBranchPresenter } from '../branch-presenter';

const SCREEN: DetailScreen = {
  module: 'admin-branches',
  namespace: 'branches',
  aggregate: 'branch',
  backTo: '/admin/branches',
};

/** One branch (/admin/branches/:id): its fields, and its history from the audit log with an "as of" view. */
export default function BranchDetailPage() {
  const { id = '' } = useParams();
  const query = useGetBranchQuery(id, { skip: id === '' });
  return <AdminDetailPage screen={SCREEN} query={query} presenter={useBranchPresenter()} />;
}
