import { Callout, Card, H3, H4, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Cross, Tick } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReservationDto } from '@boxstudio/contracts';
import { PersonLink, type PersonKind } from '../../../components/admin/person-link';
import { ReservationStatusTag } from '../../../components/reservation-status-tag';
import { formatStudioDate, studioClock } from '../../../lib/studio-time';
import { useListReservationsQuery } from '../../reservations';
import { bookingQueries } from '../person-bookings';

export interface PersonBookingsProps {
  readonly personId: string;
  /** What the reservations screen is searched by to show them all. */
  readonly personName: string;
  /** A client's own bookings, or the bookings of the classes an employee teaches. */
  readonly kind: PersonKind;
}

/**
 * Upcoming and past bookings: a client's own, or those of the classes an instructor teaches; past ones
 * with their attendance.
 */
export function PersonBookings({ personId, personName, kind }: PersonBookingsProps) {
  const { t } = useTranslation('people');
  const whose = kind === 'client' ? { userId: personId } : { instructorId: personId };
  // Cut once, when the page opens: the two reads stay one pair (and one cache entry each).
  const [queries] = useState(() => bookingQueries(whose, new Date()));
  const upcomingQuery = useListReservationsQuery(queries.upcoming);
  const pastQuery = useListReservationsQuery(queries.past);
  let body;
  if (upcomingQuery.isLoading || pastQuery.isLoading) body = <Spinner size={24} aria-label={t('loading')} />;
  else if (upcomingQuery.isError || pastQuery.isError)
    body = <Callout intent={Intent.DANGER}>{t('bookings.loadError')}</Callout>;
  else {
    const upcoming = upcomingQuery.data?.reservations ?? [];
    const past = pastQuery.data?.reservations ?? [];
    const more = (upcomingQuery.data?.total ?? 0) - upcoming.length;
    body = (
      <>
        <H4 id={`bookings-upcoming-${personId}`}>{t('bookings.upcoming')}</H4>
        {upcoming.length === 0 ? (
          <p className="admin-person-none">{t('bookings.noneUpcoming')}</p>
        ) : (
          <BookingsTable labelledBy={`bookings-upcoming-${personId}`} items={upcoming} kind={kind} />
        )}
        {more > 0 && (
          <p>
            <Link className="admin-person-link" to={`/admin-reservations?search=${encodeURIComponent(personName)}`}>
              {t('bookings.all', { count: more })}
            </Link>
          </p>
        )}
        <H4 id={`bookings-past-${personId}`}>{t('bookings.past')}</H4>
        {past.length === 0 ? (
          <p className="admin-person-none">{t('bookings.nonePast')}</p>
        ) : (
          <BookingsTable labelledBy={`bookings-past-${personId}`} items={past} kind={kind} past />
        )}
      </>
    );
  }
  return (
    <Card className="people-bookings">
      <H3>{t(kind === 'client' ? 'bookings.title' : 'bookings.teaching')}</H3>
      {body}
    </Card>
  );
}

interface BookingsTableProps {
  readonly items: readonly ReservationDto[];
  readonly kind: PersonKind;
  readonly labelledBy: string;
  readonly past?: boolean;
}

function BookingsTable({ items, kind, labelledBy, past = false }: BookingsTableProps) {
  const { t, i18n } = useTranslation('people');
  // A client's page names the instructor, an instructor's the client (to their own page).
  const other = (item: ReservationDto) => {
    const person = kind === 'client' ? item.instructor : item.user;
    return person ? <PersonLink person={person} kind={kind === 'client' ? 'employee' : 'client'} /> : '—';
  };
  return (
    <div className="admin-person-table-scroll">
      <HTMLTable compact striped className="admin-person-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('bookings.when')}</th>
            <th scope="col">{t('bookings.class')}</th>
            <th scope="col">{t(kind === 'client' ? 'bookings.instructor' : 'bookings.client')}</th>
            <th scope="col">{t('bookings.status')}</th>
            {past && <th scope="col">{t('bookings.attendance')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="admin-person-nowrap">
                <Link className="admin-person-link" to={`/admin/reservations/${encodeURIComponent(item.id)}`}>
                  {formatStudioDate(item.startTime, i18n.language)} {studioClock(item.startTime)}
                </Link>
              </td>
              <td>{item.class?.name ?? '—'}</td>
              <td>{other(item)}</td>
              <td>
                <ReservationStatusTag status={item.status} label={t(`bookings.statuses.${item.status}`)} />
              </td>
              {past && (
                <td>
                  {item.attendance ? (
                    <Tag
                      minimal
                      round
                      className="state-tag"
                      intent={item.attendance === 'ATTENDED' ? Intent.SUCCESS : Intent.DANGER}
                      icon={item.attendance === 'ATTENDED' ? <Tick /> : <Cross />}
                    >
                      {t(`bookings.attendances.${item.attendance}`)}
                    </Tag>
                  ) : (
                    <span className="admin-muted">{t('bookings.notRecorded')}</span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
