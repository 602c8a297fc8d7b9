import { useState } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminLayout } from '../../../components/admin/admin-header';
import { LoadState } from '../../../components/admin/load-state';
import { PageTitle } from '../../../components/admin/page-title';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { currentLocale } from '../../../lib/format';
import { formatStudioDay, studioToday, type StudioDay } from '../../../lib/studio-time';
import { useListBranchesQuery } from '../../branches';
import { useListOccurrencesQuery } from '../../reservations';
import { DayPicker } from '../components/day-picker';
import { TodayOccurrence } from '../components/today-occurrence';
import { WalkInDialog } from '../components/walk-in-dialog';
import { useNow } from '../../../lib/use-now';
import { useRememberedBranch } from '../use-remembered-branch';
import '../components/front-desk.css';

/** Someone else's booking or check-in shows within this long, without a reload. */
const REFRESH_MS = 5_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Hoy (/admin-today): a branch's classes of one studio day in time order, each with its roster;
 * check-in and no-show once a class has started, walk-ins until it ends. The day is in the
 * address (a reload or a link keeps it); the branch is remembered on this computer.
 */
export default function TodayPage() {
  const { t, i18n } = useTranslation('front-desk');
  const now = useNow(30_000);
  const today = studioToday(new Date(now));
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day: StudioDay = DAY.test(asked) ? asked : today;
  const branches = useListBranchesQuery({ status: 'active', sort: 'name', order: 'asc', limit: 100 });
  const branchList = branches.data?.branches;
  const [branchId, setBranchId] = useRememberedBranch(branchList?.map((branch) => branch.id));
  const occurrences = useListOccurrencesQuery(
    { from: day, days: 1, branchId },
    { skip: branchId === '', pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const [walkIn, setWalkIn] = useState<ClassOccurrenceDto | null>(null);
  useLoadFailure(branches.isError, t('branchesError'));
  const all = occurrences.data?.occurrences ?? [];
  const booked = all.reduce((sum, occurrence) => sum + occurrence.booked, 0);
  const chooseDay = (next: StudioDay) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === today) updated.delete('day');
        else updated.set('day', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <AdminLayout module="admin-today">
      <PageTitle title={t('title')} subtitle={formatStudioDay(day, currentLocale(i18n.language), true)} />
      <div className="front-desk-toolbar">
        <FormGroup label={t('branch')} labelFor="front-desk-branch" inline>
          <HTMLSelect
            id="front-desk-branch"
            value={branchId}
            onChange={(event) => setBranchId(event.target.value)}
            options={(branchList ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
            disabled={!branchList}
          />
        </FormGroup>
        <DayPicker day={day} today={today} onChange={chooseDay} />
      </div>
      <p className="front-desk-summary muted" aria-live="polite">
        {occurrences.data && t('summary', { classes: all.length, booked })} {t('studioTime')}
      </p>
      <LoadState
        loading={branches.isLoading || occurrences.isLoading}
        error={occurrences.isError && t('loadError')}
        empty={branchList?.length === 0 || (occurrences.data !== undefined && all.length === 0)}
        emptyTitle={branchList?.length === 0 ? t('noBranches') : t('noClasses')}
      >
        <ul className="front-desk-occurrences" aria-busy={occurrences.isFetching}>
          {all.map((occurrence) => (
            <TodayOccurrence
              key={`${occurrence.classId}@${occurrence.startTime}`}
              occurrence={occurrence}
              now={now}
              onWalkIn={setWalkIn}
            />
          ))}
        </ul>
      </LoadState>
      <WalkInDialog occurrence={walkIn} onClose={() => setWalkIn(null)} />
    </AdminLayout>
  );
}
