import type { AuditEventDto, ClassDto, UserDto } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * CONTRACT "Reservations" under races, against the real HTTP server on the embedded store: each
 * round sends its requests at once, waits for every answer, then checks the outcome against the
 * log (the reservations' audit streams and the claims' streams), not only the read model.
 */
const ROUNDS = 20;
const CAPACITY = 5;
const HOUR = 3_600_000;
/** Far in the future (no clock needed): every occurrence is "still to come". */
const BASE = Date.parse('2031-03-03T14:00:00.000Z');
const at = (hours: number): string => new Date(BASE + hours * HOUR).toISOString();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the requests in an order that changes with the round, so each side of a race gets to go first. */
function interleaved<T>(round: number, sides: readonly (readonly (() => Promise<T>)[])[]): Promise<T[]> {
  const order: (() => Promise<T>)[] = [];
  const longest = Math.max(...sides.map((side) => side.length));
  for (let index = 0; index < longest; index += 1) {
    const turn = sides.map((side) => side[index]).filter((send): send is () => Promise<T> => send !== undefined);
    order.push(...(round % 2 === 0 ? turn : turn.reverse()));
  }
  return Promise.all(order.map((send) => send()));
}

/** A change sent while the bookings are on their way: after a few of them, a different few each round. */
async function amid<T>(
  round: number,
  change: () => PromiseLike<T>,
  bookings: readonly (() => PromiseLike<T>)[],
): Promise<[T, T[]]> {
  // A request goes out once something waits on it: Promise.resolve sends each now.
  const sent = bookings.map((send) => Promise.resolve(send()));
  await pause(round % 10);
  const changed = await change();
  return [changed, await Promise.all(sent)];
}

interface Folded {
  readonly id: string;
  readonly live: boolean;
  readonly userId: string;
  readonly classId: string;
  readonly startTime: string;
}

describe('reservation races (checked against the log)', () => {
  let t: TestApp;
  let admin: string;
  let instructorId: string;
  let clients: UserDto[];
  let log: EventLog;
  let slot = 0;
  const outcomes: Record<string, Record<string, number>> = {};

  const count = (race: string, outcome: string) => {
    const race_ = (outcomes[race] ??= {});
    race_[outcome] = (race_[outcome] ?? 0) + 1;
  };
  const nextHour = () => (slot += 1);
  const book = (classId: string, userId: string, startTime: string) =>
    t.http().post('/api/reservations').set(bearer(admin)).send({ classId, userId, startTime });
  const move = (id: string, startTime: string) =>
    t.http().put(`/api/reservations/${id}`).set(bearer(admin)).send({ startTime });
  const newClass = async (maxCapacity: number): Promise<ClassDto> =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ name: `Carrera ${slot}`, duration: 50, maxCapacity, price: 150, instructorId })
        .expect(201)
    ).body.data as ClassDto;
  const bookedId = async (classId: string, userId: string, startTime: string): Promise<string> =>
    (await book(classId, userId, startTime).expect(201)).body.data.id as string;

  /** A reservation as its own stream says it is now. */
  async function fold(id: string): Promise<Folded> {
    const events = (await t.http().get(`/api/audit/reservation/${id}/events`).set(bearer(admin)).expect(200)).body.data
      .events as AuditEventDto[];
    let state = { id, live: false, userId: '', classId: '', startTime: '' };
    for (const { type, data } of events) {
      if (type === 'ReservationCreated')
        state = {
          id,
          live: true,
          userId: String(data.userId),
          classId: String(data.classId),
          startTime: String(data.startTime),
        };
      if (type === 'ReservationRescheduled') state = { ...state, startTime: String(data.startTime) };
      if (type === 'ReservationCancelled' || type === 'ReservationDeleted') state = { ...state, live: false };
    }
    return state;
  }

  /** Every reservation that ever held a unit of a claim's key (its stream names each holder). */
  async function holdersEver(claimStream: string): Promise<string[]> {
    const events = await log.readStream(claimStream);
    const ids = events.map((event) => String(event.data.reservationId).replace(/\/\d+-[^/]*$/, ''));
    return [...new Set(ids)];
  }

  const liveOf = async (ids: readonly string[]): Promise<Folded[]> =>
    (await Promise.all(ids.map(fold))).filter((each) => each.live);

  beforeAll(async () => {
    t = await startTestApp();
    log = t.app.get<EventLog>(EVENT_LOG);
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    instructorId = (await createPerson(t.app, 'INSTRUCTOR', 'Daniela Ortega')).id;
    clients = await Promise.all(
      Array.from({ length: 41 }, (_, index) => createPerson(t.app, 'CLIENT', `Cliente ${index}`)),
    );
  }, 60_000);
  afterAll(async () => {
    process.stdout.write(`reservation races, ${ROUNDS} rounds each: ${JSON.stringify(outcomes)}\n`);
    await t.close();
  });

  it(`(a) 20 moves and 20 bookings into a capacity-${CAPACITY} occurrence never hold more than it`, async () => {
    const cls = await newClass(CAPACITY);
    for (let round = 0; round < ROUNDS; round += 1) {
      const sources = [nextHour(), nextHour(), nextHour(), nextHour()].map(at);
      const moving = await Promise.all(
        clients.slice(0, 20).map((client, index) => bookedId(cls.id, client.id, sources[index % 4] as string)),
      );
      const target = at(nextHour());
      const answers = await interleaved(round, [
        moving.map((id) => () => move(id, target)),
        clients.slice(20, 40).map((client) => () => book(cls.id, client.id, target)),
      ]);
      for (const answer of answers)
        count('a', `${answer.status}${answer.status === 409 ? ` ${String(answer.body.message)}` : ''}`);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 201 || answer.status === 409)).toBe(
        true,
      );
      const ids = await holdersEver(`seat-${cls.id}@${target}`);
      const live = (await liveOf([...new Set([...ids, ...moving])])).filter((each) => each.startTime === target);
      expect(live.length).toBeLessThanOrEqual(CAPACITY);
      expect(new Set(live.map((each) => each.userId)).size).toBe(live.length);
      count('a', `live ${live.length}`);
    }
  }, 60_000);

  it('(b) a client moving a booking while booking that occurrence holds at most one live booking there', async () => {
    const cls = await newClass(CAPACITY);
    for (let round = 0; round < ROUNDS; round += 1) {
      const client = clients[40] as UserDto;
      const source = at(nextHour());
      const target = at(nextHour());
      const id = await bookedId(cls.id, client.id, source);
      const answers = await interleaved(round, [
        [() => move(id, target)],
        [() => book(cls.id, client.id, target), () => book(cls.id, client.id, target)],
      ]);
      for (const answer of answers) count('b', String(answer.status));
      const ids = await holdersEver(`booking-${client.id}@${cls.id}@${target}`);
      const live = (await liveOf([...new Set([...ids, id])])).filter((each) => each.startTime === target);
      expect(live.length).toBeLessThanOrEqual(1);
      expect(live.length).toBe(1);
      count('b', `live ${live.length}`);
    }
  }, 60_000);

  async function classGoesAway(race: string, change: (classId: string) => Promise<{ status: number }>) {
    for (let round = 0; round < ROUNDS; round += 1) {
      const cls = await newClass(50);
      const start = at(nextHour());
      const [changed, bookings] = await amid(
        round,
        () => change(cls.id),
        clients.slice(0, 20).map((client) => () => book(cls.id, client.id, start)),
      );
      count(race, `change ${changed.status}`);
      for (const answer of bookings) count(race, `booking ${answer.status}`);
      const gone = changed.status === 200;
      const live = await liveOf(await holdersEver(`seat-${cls.id}@${start}`));
      // Refused (409 while future bookings exist), the class keeps them; changed, none is left live.
      if (gone) expect(live).toEqual([]);
      else expect(changed.status).toBe(409);
      count(race, `live after ${live.length}`);
    }
  }

  it('(c) a class deleted while 20 bookings arrive keeps no live future booking once every answer is in', async () => {
    await classGoesAway('c', (classId) => t.http().delete(`/api/classes/${classId}`).set(bearer(admin)));
  }, 60_000);

  it('(d) a class deactivated as 20 bookings arrive keeps no live future booking once all are answered', async () => {
    await classGoesAway('d', (classId) =>
      t.http().put(`/api/classes/${classId}`).set(bearer(admin)).send({ isActive: false }),
    );
  }, 60_000);

  it('(e) a client deactivated while its bookings arrive keeps none live once every answer is in', async () => {
    const classes = await Promise.all([newClass(50), newClass(50)]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const client = clients[round] as UserDto;
      const starts = [nextHour(), nextHour(), nextHour(), nextHour(), nextHour()].map(at);
      const occurrences = classes.flatMap((cls) => starts.map((start) => ({ classId: cls.id, start })));
      const deactivate = () => t.http().put(`/api/clients/${client.id}`).set(bearer(admin)).send({ isActive: false });
      const [changed, bookings] = await amid(
        round,
        deactivate,
        occurrences.map(
          ({ classId, start }) =>
            () =>
              book(classId, client.id, start),
        ),
      );
      expect(changed.status).toBe(200);
      for (const answer of bookings) count('e', `booking ${answer.status}`);
      const ids = (
        await Promise.all(
          occurrences.map(({ classId, start }) => holdersEver(`booking-${client.id}@${classId}@${start}`)),
        )
      ).flat();
      const live = await liveOf(ids);
      expect(live).toEqual([]);
      count('e', `live after ${live.length}`);
      await t.http().put(`/api/clients/${client.id}`).set(bearer(admin)).send({ isActive: true }).expect(200);
    }
  }, 60_000);
});
