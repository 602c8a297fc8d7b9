import { isAdminRole, type Role } from '../platform/roles.js';

export interface ReservationPermissions {
  /** Every reservation: list, create for anyone, edit times, confirm, cancel, delete. */
  readonly manage: boolean;
  /** Book and cancel its own reservations (`/reservations/user...`). */
  readonly bookOwn: boolean;
  /** Read the bookings of its own classes (`/reservations/instructor/{own id}`). */
  readonly readOwnClasses: boolean;
}

/**
 * CONTRACT.md: admins everything; a CLIENT books and cancels its own, never confirms; an INSTRUCTOR reads its
 * classes' bookings.
 */
export function reservationPermissions(role: Role | null | undefined): ReservationPermissions {
  const admin = role !== null && role !== undefined && isAdminRole(role);
  return { manage: admin, bookOwn: role === 'CLIENT', readOwnClasses: role === 'INSTRUCTOR' };
}
