import { useState } from 'react';
import { BankAccount } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  membershipPermissions,
  PAYMENT_METHODS,
  PAYMENT_SORT_FIELDS,
  PAYMENT_STATUSES,
  type PaymentDto,
  type PaymentListResponse,
  type PaymentSortField,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { useListState } from '../../../components/admin/use-list-state';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useListPaymentClientsQuery, useListPaymentsQuery, useRecordPaymentMutation } from '../api';
import { useRefundAction, useVoidAction } from '../components/payment-actions';
import { PaymentDetailsDialog } from '../components/payment-details-dialog';
import { PaymentFormDialog } from '../components/payment-form-dialog';
import { PaymentStats } from '../components/payment-stats';
import { usePaymentsTable } from '../components/payments-table';
import { NO_FILTERS, paymentQuery, type PaymentFilters } from '../payment-list';
import { catalogueText } from '../payment-texts';
import '../components/payments.css';

const SCREEN: ListScreen<PaymentListResponse, PaymentDto> = {
  module: 'admin-payments',
  namespace: 'payments',
  rows: (data) => data.payments,
  emptyIcon: <BankAccount size={48} />,
};

/**
 * Pagos: the tiles, the client search, status, method and studio-day filters, the payments newest
 * first or in the column's order (the server's), and recording, refunding and voiding one.
 */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation('payments');
  const text = (key: Parameters<typeof catalogueText>[0]) => catalogueText(key, i18n.language);
  // Payments are the memberships' money: who may sell may record, refund and void.
  const manage = membershipPermissions(useAppSelector(selectUser)?.role).manage;
  const list = useListState<PaymentFilters, PaymentSortField>(NO_FILTERS, PAYMENT_SORT_FIELDS);
  const query = useListPaymentsQuery({ ...paymentQuery(list.filters), ...list.request });

  const editor = useRecordEditor<PaymentDto>();
  const clients = useListPaymentClientsQuery(undefined, { skip: !editor.isOpen });
  const branches =
    useListBranchesQuery({ status: 'active', page: 1, limit: 100 }, { skip: !editor.isOpen }).data?.branches ?? [];
  const deskBranch = useAppSelector(selectUser)?.branchId;
  const defaultBranchId = branches.some((branch) => branch.id === deskBranch) && deskBranch ? deskBranch : '';
  useLoadFailure(clients.isError, t('messages.clientsError'));
  const [recordPayment, recording] = useRecordPaymentMutation();

  const [viewing, setViewing] = useState<PaymentDto | null>(null);
  const refund = useRefundAction();
  const voiding = useVoidAction();
  const table = usePaymentsTable(manage, { onView: setViewing, onRefund: refund.open, onVoid: voiding.open });

  const selects = [
    {
      key: 'status' as const,
      label: t('filters.status'),
      options: [
        { value: 'all', label: t('filters.all') },
        ...PAYMENT_STATUSES.map((value) => ({ value, label: t(`filters.statuses.${value}`) })),
      ],
    },
    {
      key: 'method' as const,
      label: t('filters.method'),
      options: [
        { value: 'all', label: t('filters.allMethods') },
        ...PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) })),
      ],
    },
  ];
  const dialogs = (
    <>
      <PaymentFormDialog
        isOpen={editor.isOpen}
        saving={recording.isLoading}
        serverErrors={editor.serverErrors}
        clients={(clients.data ?? []).filter((client) => client.isActive)}
        branches={branches}
        defaultBranchId={defaultBranchId}
        onCancel={editor.close}
        onRecord={(request) =>
          void editor.save(recordPayment(request).unwrap(), {
            success: text('PAYMENT.RECORDED'),
            failure: (error) => errorMessage(error, text('PAYMENT.RECORD_FAILED')),
          })
        }
      />
      <PaymentDetailsDialog item={viewing} onClose={() => setViewing(null)} />
      {refund.dialog}
      {voiding.dialog}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={<PaymentStats />}
      selects={selects}
      days={[
        { key: 'from', label: t('filters.from') },
        { key: 'to', label: t('filters.to') },
      ]}
      loadError={(error) => errorMessage(error, text('PAYMENT.LOAD_FAILED'))}
      onCreate={manage && (() => editor.open(null))}
      dialogs={dialogs}
    />
  );
}
