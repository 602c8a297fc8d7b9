import type { ReactNode } from 'react';
import { AdminLayout, type AdminModule } from './admin-header';
import { LoadState, type LoadStateProps } from './load-state';
import { PageTitle, type PageTitleProps } from './page-title';

export interface AdminTablePageProps extends PageTitleProps, Omit<LoadStateProps, 'children'> {
  /** Which module the shared header names. */
  readonly module: AdminModule;
  /** Above the list: stats cards, then the filter bar. */
  readonly stats?: ReactNode;
  readonly filters?: ReactNode;
  /** Under the list, shown once something loaded. */
  readonly pager?: ReactNode;
  /** The table. */
  readonly children: ReactNode;
  /** The screen's dialogs; they stay mounted whatever the list's state. */
  readonly dialogs?: ReactNode;
}

/**
 * The frame of every admin list screen: the shared header, the title row with its primary
 * action, stats and filters, the list with its loading/empty/error states, the pager, the dialogs.
 */
export function AdminTablePage(props: AdminTablePageProps) {
  const { module, title, subtitle, action, stats, filters, pager, children, dialogs, ...state } = props;
  return (
    <AdminLayout module={module}>
      <PageTitle title={title} subtitle={subtitle} action={action} />
      {stats}
      {filters}
      <LoadState {...state}>{children}</LoadState>
      {!state.loading && pager}
      {dialogs}
    </AdminLayout>
  );
}
