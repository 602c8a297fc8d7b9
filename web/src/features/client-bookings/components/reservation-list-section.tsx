import { useEffect, type ReactNode } from 'react';
import { H2 } from '@blueprintjs/core';
import type { ReservationDto, ReservationListResponse } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { ListPager } from '../../../components/admin/pager';
import { showToast } from '../../../components/toaster';
import { ReservationItem } from './reservation-item';

export interface ReservationListSectionProps {
  /** The section's id; its heading's id derives from it. */
  readonly id: string;
  readonly title: string;
  /** The list query's state for the page shown. */
  readonly query: {
    readonly data?: ReservationListResponse;
    readonly isLoading: boolean;
    readonly isError: boolean;
    readonly isFetching: boolean;
  };
  readonly onPage: (page: number) => void;
  /** The spec's text for a failed load (spec §8). */
  readonly loadError: string;
  readonly emptyTitle: string;
  readonly emptyBody?: string;
  /** An action per booking (Cancelar), if any. */
  readonly actionFor?: (reservation: ReservationDto) => ReactNode;
  /** Dialogs the section's actions open. */
  readonly children?: ReactNode;
}

/** A titled, paged list of the person's bookings, with its loading, empty and error states. */
export function ReservationListSection({
  id,
  title,
  query,
  onPage,
  loadError,
  emptyTitle,
  emptyBody,
  actionFor,
  children,
}: ReservationListSectionProps) {
  const { t } = useTranslation('client-bookings');
  const { data, isLoading, isError, isFetching } = query;
  useEffect(() => {
    if (isError) showToast(loadError, 'error');
  }, [isError, loadError]);
  // A page left empty (its last booking cancelled or past) steps back to the last real page.
  useEffect(() => {
    if (data && data.currentPage > 1 && data.currentPage > data.totalPages) onPage(Math.max(1, data.totalPages));
  }, [data, onPage]);
  const reservations = data?.reservations ?? [];
  return (
    <section className="client-bookings__section" aria-labelledby={`${id}-title`}>
      <H2 id={`${id}-title`}>{title}</H2>
      <LoadState
        loading={isLoading}
        error={isError ? loadError : undefined}
        empty={data !== undefined && reservations.length === 0}
        emptyTitle={emptyTitle}
      >
        <ul className="booking-list" aria-busy={isFetching}>
          {reservations.map((reservation) => (
            <ReservationItem key={reservation.id} reservation={reservation} action={actionFor?.(reservation)} />
          ))}
        </ul>
      </LoadState>
      {data && reservations.length === 0 && emptyBody && <p className="muted client-bookings__hint">{emptyBody}</p>}
      <ListPager data={data} onPage={onPage} countLabel={(count) => t('item.total', { count })} />
      {children}
    </section>
  );
}
