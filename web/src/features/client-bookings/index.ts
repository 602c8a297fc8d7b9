/** The client bookings feature's public entry: a client's own reservations page (/reservations). */
export const clientBookingsPages = {
  reservations: () => import('./pages/reservations-page'),
};
