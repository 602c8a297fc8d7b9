/** The reservations module's public API: what other modules may use. */
export { ReservationsModule } from './reservations.module.js';
export type { ReservationEvent } from './domain/reservation.events.js';
/** The reservations read model's collection: tests read it to check what is stored. */
export { RESERVATIONS } from './projections/reservation-docs.js';
