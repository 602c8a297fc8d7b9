/** The classes module's public API: what other modules may use. */
export { ClassesModule } from './classes.module.js';
export { ClassReservationsRegistry, type ClassReservations } from './class-reservations.js';
export { ClassLog, type ClassFacts } from './queries/class-log.js';
export type { ClassDetails, ClassEvent } from './domain/class.events.js';
