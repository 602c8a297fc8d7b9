import type { UserDto } from '@boxstudio/contracts';
import { BookingWeek } from './booking-week';
import { UpcomingReservations } from './upcoming-reservations';
import './client-bookings.css';

/**
 * A client's dashboard below its membership: its next bookings (each cancellable after a question)
 * and its branch's week to book from, with the places left and what its membership allows.
 */
export function DashboardBookings({ user }: { readonly user: UserDto }) {
  return (
    <div className="client-bookings client-bookings--dashboard">
      <UpcomingReservations />
      <BookingWeek user={user} />
    </div>
  );
}
