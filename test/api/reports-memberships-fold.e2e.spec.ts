import type { MembershipDto, MembershipPlanDto, MembershipsReport } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { StudioCalendar } from '../../api/src/platform/time/studio-calendar.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { seeded } from '../support/seeded-random.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { activeMembershipsOn, allEvents, settled } from './report-folds.js';

const NOW = '2030-03-04T15:00:00.000Z';
const SEED = 20300304;
const STEPS = 120;
const HOUR = 3_600_000;

/**
 * Property: whatever is sold, renewed, frozen, moved to another plan, cancelled or deleted, the
 * memberships report's active count of every day is what the membership events say, folded here as
 * stretches of time; checked at three points of a seeded history (each earlier window restated by
 * what came later) and after a rebuild.
 */
describe('memberships report, property: the active of every day is a fold of the log', () => {
  const clock = new ManualClock(NOW);
  const calendar = new StudioCalendar();
  const random = seeded(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let t: TestApp;
  let admin: string;
  const plans: MembershipPlanDto[] = [];
  const memberships: MembershipDto[] = [];
  const checkedDays: string[] = [];
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[method](path).set(bearer(admin));

  async function expectActiveFromTheLog(): Promise<void> {
    await settled(t, admin);
    checkedDays.push(calendar.dayOf(clock.now()));
    const events = await allEvents(t.app.get<EventLog>(EVENT_LOG));
    // Each window runs 60 days past its check too: the terms still to come (renewed, frozen) count.
    for (const checked of checkedDays) {
      const [startDate, endDate] = [calendar.addDays(checked, -59), calendar.addDays(checked, 60)];
      const report = (
        await call('get', `/api/reports/memberships?startDate=${startDate}&endDate=${endDate}`).expect(200)
      ).body.data as MembershipsReport;
      const days = report.byDay.map((day) => day.date);
      expect(report.byDay.map((day) => day.active)).toEqual(activeMembershipsOn(events, days, calendar));
      expect(report.movement.start + report.movement.added - report.movement.lost).toBe(report.movement.end);
    }
  }

  const steps: Record<string, () => Promise<void>> = {
    async sell() {
      const client = await createPerson(t.app, 'CLIENT');
      const start = new Date(clock.now().getTime() - Math.floor(random() * 10 * 24) * HOUR).toISOString();
      const answer = await call('post', '/api/memberships').send({
        userId: client.id,
        membershipPlanId: pick(plans).id,
        startDate: start,
        price: 800,
      });
      expect(answer.status).toBe(201);
      memberships.push(answer.body.data as MembershipDto);
    },
    async renew() {
      if (memberships.length === 0) return;
      const answer = await call('put', `/api/memberships/${pick(memberships).id}/renew`).send({ months: pick([1, 3]) });
      expect([200, 404, 409]).toContain(answer.status);
    },
    async freeze() {
      if (memberships.length === 0) return;
      const until = new Date(clock.now().getTime() + (2 + Math.floor(random() * 12)) * 24 * HOUR).toISOString();
      const answer = await call('put', `/api/memberships/${pick(memberships).id}/freeze`).send({ freezeUntil: until });
      expect([200, 400, 404, 409]).toContain(answer.status);
    },
    async change() {
      if (memberships.length === 0) return;
      const answer = await call('put', `/api/memberships/${pick(memberships).id}/change-plan`).send({
        newPlanId: pick(plans).id,
      });
      expect([200, 400, 404, 409]).toContain(answer.status);
    },
    async cancel() {
      if (memberships.length === 0) return;
      const answer = await call('put', `/api/memberships/${pick(memberships).id}/cancel`);
      expect([200, 404, 409]).toContain(answer.status);
    },
    async remove() {
      if (memberships.length === 0) return;
      const answer = await call('delete', `/api/memberships/${pick(memberships).id}`);
      expect([200, 404, 409]).toContain(answer.status);
    },
  };
  const weighted = ['sell', 'sell', 'sell', 'renew', 'renew', 'freeze', 'change', 'cancel', 'remove'] as const;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const branchId = await aBranch(t, await t.adminToken(), 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    for (const [name, duration] of [
      ['Semanal', 7],
      ['Mensual', 30],
      ['Trimestral', 90],
    ] as const)
      plans.push(
        (
          await call('post', '/api/membership-plans')
            .send({ name, price: 800, duration, branchId, features: [] })
            .expect(201)
        ).body.data as MembershipPlanDto,
      );
  });
  afterAll(() => t.close());

  it(`holds after each third of ${STEPS} seeded steps and after a rebuild`, async () => {
    for (let step = 1; step <= STEPS; step += 1) {
      clock.advance(Math.floor(random() * 30) * HOUR);
      await steps[pick(weighted)]?.();
      if (step % (STEPS / 3) === 0) await expectActiveFromTheLog();
    }
    const rebuilt = await call('post', '/api/admin/projections/report-memberships/rebuild?wait=true').expect(200);
    expect(rebuilt.body.data).toMatchObject({ status: 'live', rebuild: { error: null } });
    await expectActiveFromTheLog();
    const latest = (await call('get', '/api/reports/memberships').expect(200)).body.data as MembershipsReport;
    expect(latest.active).toBeGreaterThan(0);
  });
});
