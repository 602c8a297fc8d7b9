import { Injectable } from '@nestjs/common';

/**
 * What the classes module needs to know about reservations, which do not exist yet: how many live
 * (PENDING or CONFIRMED) reservations a class has from now on (deleting it is then a 409), and how
 * many reservations fall on today in studio time (the 'Reservas Hoy' tile).
 *
 * SEAM: `NoReservationsYet` answers 0 for both. When the reservations module exists, it provides
 * the real implementation under this token (replace the provider in `ClassesModule`).
 */
export interface ClassReservations {
  liveFutureReservations(classId: string, now: Date): Promise<number>;
  reservationsToday(now: Date): Promise<number>;
}

export const CLASS_RESERVATIONS = Symbol('ClassReservations');

/** Until reservations exist: no class has any. */
@Injectable()
export class NoReservationsYet implements ClassReservations {
  liveFutureReservations(): Promise<number> {
    return Promise.resolve(0);
  }

  reservationsToday(): Promise<number> {
    return Promise.resolve(0);
  }
}
