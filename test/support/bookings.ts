import type { ClassScheduleSlot, MembershipPlanDto } from '@boxstudio/contracts';
import { bearer, type TestApp } from './test-app.js';

/** A plan of `duration` days with `maxClasses` a month (null: unlimited) at the branch. */
export async function aPlan(
  t: TestApp,
  admin: string,
  branchId: string,
  maxClasses: number | null,
  duration = 90,
): Promise<MembershipPlanDto> {
  const body = {
    name: `Plan ${maxClasses ?? 'ilimitado'} ${Math.random().toString(36).slice(2, 7)}`,
    price: 900,
    duration,
    maxClasses,
    branchId,
    features: [],
  };
  return (await t.http().post('/api/membership-plans').set(bearer(admin)).send(body).expect(201)).body
    .data as MembershipPlanDto;
}

/** Sells the person an ACTIVE membership of the plan from `startDate`: what a client needs to book for itself. */
export async function aMembership(
  t: TestApp,
  admin: string,
  userId: string,
  plan: MembershipPlanDto,
  startDate: string,
): Promise<string> {
  const answer = await t
    .http()
    .post('/api/memberships')
    .set(bearer(admin))
    .send({ userId, membershipPlanId: plan.id, startDate, price: plan.price })
    .expect(201);
  return (answer.body.data as { id: string }).id;
}

/** Sets a class's weekly timetable (studio time): where a client may book. */
export async function aTimetable(
  t: TestApp,
  admin: string,
  classId: string,
  schedules: readonly ClassScheduleSlot[],
): Promise<void> {
  await t.http().put(`/api/classes/${classId}/schedules`).set(bearer(admin)).send({ schedules }).expect(200);
}
