import { Injectable } from '@nestjs/common';
import { Contributions } from '../../platform/contributions/contributions.js';

/**
 * What the classes module needs to know about a class's bookings, which another module owns: how
 * many live (PENDING or CONFIRMED) bookings a class has from now on (deleting it is then a 409),
 * and how many bookings fall on today in studio time (the 'Reservas Hoy' tile).
 */
export interface ClassReservations {
  liveFutureReservations(classId: string, now: Date): Promise<number>;
  reservationsToday(now: Date): Promise<number>;
}

/**
 * The module that keeps bookings registers its counts here in `onModuleInit` (it imports the
 * classes module; the classes module never imports it). Class queries and commands read the sum of
 * every contribution; with none registered a class has none.
 */
@Injectable()
export class ClassReservationsRegistry extends Contributions<ClassReservations> implements ClassReservations {
  async liveFutureReservations(classId: string, now: Date): Promise<number> {
    const counts = await Promise.all(
      this.all().map((contribution) => contribution.liveFutureReservations(classId, now)),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  async reservationsToday(now: Date): Promise<number> {
    const counts = await Promise.all(this.all().map((contribution) => contribution.reservationsToday(now)));
    return counts.reduce((sum, count) => sum + count, 0);
  }
}
