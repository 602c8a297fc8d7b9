import { lazy } from 'react';

/** The client bookings feature's public entry: a client's own reservations page (/reservations). */
export const clientBookingsPages = {
  reservations: () => import('./pages/reservations-page'),
};

/**
 * The dashboard's bookings (next ones, and the week to book from), loaded when shown; its words
 * arrive with it (react-i18next waits for a namespace it has not loaded).
 */
export const DashboardBookings = lazy(() =>
  import('./components/dashboard-bookings').then((module) => ({ default: module.DashboardBookings })),
);
