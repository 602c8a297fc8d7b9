import {
  frozenEnd,
  type MembershipDto,
  type MembershipPlanDto,
  type PaymentDto,
  type UserDto,
} from '@boxstudio/contracts';
import { StudioCalendar } from '../../api/src/platform/time/studio-calendar.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Memberships under concurrency, against the real server on the embedded store: every round's
 * outcome is checked against the membership's own stream in the log (the audit API), and the
 * end date against what the accepted commands add up to in the order the log recorded them.
 */

const ROUNDS = 20;
/** Tuesday 14 May 2030, 10:00 in the studio: month ends far from any clamping. */
const NOW = '2030-05-14T16:00:00.000Z';
const calendar = new StudioCalendar('America/Mexico_City').math;

interface Recorded {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

describe('membership races', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let monthly: MembershipPlanDto;
  let quarterly: MembershipPlanDto;
  /** What each race came to over its rounds (printed at the end, for the record). */
  const outcomes: Record<string, Record<string, number>> = {};
  const count = (race: string, outcome: string) => {
    const tally = (outcomes[race] ??= {});
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  };
  /** The order the log recorded the raced commands in, e.g. "renewed, frozen". */
  const order = (events: readonly Recorded[]) =>
    events
      .slice(1)
      .map((event) => event.type.replace('Membership', '').toLowerCase())
      .join(', ');

  const put = (path: string, body: object = {}) => t.http().put(path).set(bearer(admin)).send(body);
  const get = (path: string) => t.http().get(path).set(bearer(admin));
  const client = (): Promise<UserDto> => createPerson(t.app, 'CLIENT');
  const sell = (userId: string) =>
    t
      .http()
      .post('/api/memberships')
      .set(bearer(admin))
      .send({ userId, membershipPlanId: monthly.id, startDate: NOW, price: 800 });
  const sold = async (): Promise<MembershipDto> =>
    (await sell((await client()).id).expect(201)).body.data as MembershipDto;
  const recorded = async (id: string): Promise<Recorded[]> =>
    (await get(`/api/audit/membership/${id}/events`).expect(200)).body.data.events as Recorded[];
  const current = async (id: string): Promise<MembershipDto> =>
    (await get(`/api/memberships/${id}`).expect(200)).body.data as MembershipDto;
  const folded = async (id: string): Promise<MembershipDto> =>
    (await get(`/api/audit/membership/${id}?asOf=${new Date(Date.parse(NOW) + 1000).toISOString()}`).expect(200)).body
      .data.state as MembershipDto;

  /** The end the log's accepted commands add up to, replayed in its order from the sale. */
  function endFromTheLog(events: readonly Recorded[]): string {
    let end = '';
    for (const { type, data } of events) {
      if (type === 'MembershipSold') end = String(data['endDate']);
      if (type === 'MembershipRenewed') end = calendar.plusMonths(end, Number(data['months']));
      if (type === 'MembershipFrozen') end = frozenEnd(end, String(data['frozenUntil']), NOW, calendar);
      if (type === 'MembershipPlanChanged') end = calendar.plusDays(NOW, quarterly.duration);
    }
    return end;
  }

  /** The read model, the log's fold and the replayed intents agree; each answer recorded exactly what it says. */
  async function expectTheLogAgrees(id: string, accepted: Record<string, number>): Promise<Recorded[]> {
    const events = await recorded(id);
    const count = (type: string) => events.filter((event) => event.type === type).length;
    expect({
      renewed: count('MembershipRenewed'),
      frozen: count('MembershipFrozen'),
      changed: count('MembershipPlanChanged'),
      cancelled: count('MembershipCancelled'),
    }).toEqual({
      renewed: accepted['renew'] ?? 0,
      frozen: accepted['freeze'] ?? 0,
      changed: accepted['change'] ?? 0,
      cancelled: accepted['cancel'] ?? 0,
    });
    const dto = await current(id);
    expect(dto).toEqual(await folded(id));
    expect(dto.endDate).toBe(endFromTheLog(events));
    return events;
  }

  /** The payments the reaction records for a membership, once it has caught up with `expected` of them. */
  async function paymentsOf(membership: MembershipDto, expected: number): Promise<PaymentDto[]> {
    let found: PaymentDto[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      found = (
        (await get(`/api/payments?userId=${membership.userId}&limit=100`).expect(200)).body.data
          .payments as PaymentDto[]
      ).filter((payment) => payment.membershipId === membership.id);
      if (found.length >= expected) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return found;
  }

  /** Sends the commands at once; answers how many of each were accepted, every refusal a 409 that records nothing. */
  /** Sent in turn first on even rounds and last on odd ones, so both orders are raced. */
  async function race(
    round: number,
    calls: Record<string, () => PromiseLike<{ status: number; body: { message?: string } }>>[],
  ): Promise<Record<string, number>> {
    const answers = await Promise.all(
      (round % 2 === 0 ? calls : [...calls].reverse()).map(async (call) => {
        const [name, send] = Object.entries(call)[0] as [
          string,
          () => PromiseLike<{ status: number; body: { message?: string } }>,
        ];
        return { name, answer: await send() };
      }),
    );
    const accepted: Record<string, number> = {};
    for (const { name, answer } of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) accepted[name] = (accepted[name] ?? 0) + 1;
    }
    return accepted;
  }

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    const branchId = await aBranch(t, superAdmin, 'BoxStudio Coyoacán');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    const plan = async (name: string, price: number, duration: number) =>
      (
        await t
          .http()
          .post('/api/membership-plans')
          .set(bearer(admin))
          .send({ name, price, duration, branchId, features: [] })
          .expect(201)
      ).body.data as MembershipPlanDto;
    monthly = await plan('Mensual', 800, 30);
    quarterly = await plan('Trimestral', 2100, 90);
  });
  afterAll(async () => {
    process.stdout.write(`membership races, ${ROUNDS} rounds each: ${JSON.stringify(outcomes)}\n`);
    await t.close();
  });

  it(`gives 10 concurrent one-month renewals 10 months and 10 payments, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const membership = await sold();
      const accepted = await race(
        round,
        Array.from({ length: 10 }, () => ({
          renew: () => put(`/api/memberships/${membership.id}/renew`, { months: 1 }),
        })),
      );
      expect(accepted).toEqual({ renew: 10 });
      await expectTheLogAgrees(membership.id, accepted);
      count('10 renewals', `${accepted['renew']} × 200, +10 months`);
      expect((await current(membership.id)).endDate).toBe(calendar.plusMonths(membership.endDate, 10));
      const renewals = (await paymentsOf(membership, 11)).filter((payment) => payment.source === 'RENEWAL');
      expect(renewals.map((payment) => payment.amount)).toEqual(Array.from({ length: 10 }, () => 800));
    }
  }, 120_000);

  it(`adds a renewal and a freeze up in whichever order they land, ${ROUNDS} rounds`, async () => {
    const until = calendar.plusDays(NOW, 10);
    for (let round = 0; round < ROUNDS; round += 1) {
      const membership = await sold();
      const accepted = await race(round, [
        { renew: () => put(`/api/memberships/${membership.id}/renew`, { months: 1 }) },
        { freeze: () => put(`/api/memberships/${membership.id}/freeze`, { freezeUntil: until }) },
      ]);
      expect(accepted).toEqual({ renew: 1, freeze: 1 });
      count('renew + freeze', order(await expectTheLogAgrees(membership.id, accepted)));
    }
  }, 120_000);

  it(`credits a renewal racing a plan change, whichever lands first, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const membership = await sold();
      const accepted = await race(round, [
        { renew: () => put(`/api/memberships/${membership.id}/renew`, { months: 1 }) },
        { change: () => put(`/api/memberships/${membership.id}/change-plan`, { newPlanId: quarterly.id }) },
      ]);
      expect(accepted).toEqual({ renew: 1, change: 1 });
      const events = await expectTheLogAgrees(membership.id, accepted);
      count('renew + change plan', order(events));
      const changed = events.find((event) => event.type === 'MembershipPlanChanged')?.data ?? {};
      const renewedFirst =
        events.findIndex((event) => event.type === 'MembershipRenewed') <
        events.findIndex((event) => event.type === 'MembershipPlanChanged');
      // Nothing of the term is used yet, so all that was paid for it is credited: the renewal's 800 too when
      // it came first.
      expect(changed['credit']).toBe(renewedFirst ? 1600 : 800);
      const dto = await current(membership.id);
      // The new plan's term, at its price, whichever came first: a renewal after the change renews the new plan.
      expect({ plan: dto.membershipPlanId, price: dto.price }).toEqual({ plan: quarterly.id, price: 2100 });
      const payments = await paymentsOf(membership, 3);
      const bySource = Object.fromEntries(payments.map((payment) => [payment.source, payment.amount]));
      expect(bySource).toEqual({
        SALE: 800,
        RENEWAL: renewedFirst ? 800 : 700,
        PLAN_CHANGE: renewedFirst ? 500 : 1300,
      });
    }
  }, 120_000);

  it(`never renews a cancelled membership: a renewal racing a cancel wins or is refused, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const membership = await sold();
      const accepted = await race(round, [
        { renew: () => put(`/api/memberships/${membership.id}/renew`, { months: 1 }) },
        { cancel: () => put(`/api/memberships/${membership.id}/cancel`) },
      ]);
      expect(accepted['cancel']).toBe(1);
      const events = await expectTheLogAgrees(membership.id, accepted);
      count('renew + cancel', `${order(events)}${accepted['renew'] ? '' : ' (renewal refused)'}`);
      expect(events.at(-1)?.type).toBe('MembershipCancelled');
      expect((await current(membership.id)).status).toBe('CANCELLED');
    }
  }, 120_000);

  it(`sells one of 10 concurrent sales to a client, refusing the rest naming its end, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyer = await client();
      const answers = await Promise.all(Array.from({ length: 10 }, () => sell(buyer.id)));
      const won = answers.filter((answer) => answer.status === 201);
      expect(won).toHaveLength(1);
      count('10 sales to one client', `${won.length} × 201, ${answers.length - won.length} × 409`);
      const end = (won[0]?.body.data as MembershipDto).endDate;
      const [year, month, day] = new StudioCalendar('America/Mexico_City').dayOf(new Date(end)).split('-');
      for (const answer of answers.filter((item) => item.status !== 201)) {
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status: 409,
          message: `El cliente ya tiene una membresía activa hasta el ${day}/${month}/${year}`,
        });
      }
      const theirs = (await get(`/api/memberships?userId=${buyer.id}`).expect(200)).body.data
        .memberships as MembershipDto[];
      expect(theirs.map((item) => item.id)).toEqual([(won[0]?.body.data as MembershipDto).id]);
      expect((await recorded(theirs[0]?.id ?? '')).map((event) => event.type)).toEqual(['MembershipSold']);
    }
  }, 120_000);
});
