// Two years of a busy two-branch boxing studio as an event log, for bench/history-1m.mjs. A
// simulation walks the studio's days in time order and sends every command to the real deciders
// of the compiled API (api/dist): each aggregate's decide() and evolve(), the claims (email, seats,
// one booking per client per occurrence, a client's classes of the month, the sample class) and
// the span claims of the clients' membership terms, with the ids, metadata and order the server's
// command services, reactions (a sale's payment, the bookings of a deactivated class or person) and
// expiry schedule give them. The events are appended straight to the embedded log, many appends per
// group commit. Ids come from a seeded random source, so two runs write the same history.
// Lives in bench/lib/ so that run-all.mjs (which runs bench/*.mjs) does not run it.
import { ADMIN, importDist } from './common.mjs';

/** Bumped whenever the history written changes: a kept history of another version is written again. */
export const HISTORY_VERSION = 1;
/** The first studio day of the history, and the day it stops before (studio time, America/Mexico_City). */
export const HISTORY_START_DAY = '2024-12-01';
export const HISTORY_END_DAY = '2026-11-27';
/** The reactions whose checkpoints the history moves to its head: their consequences are in it already. */
export const REACTIONS = ['payment-for-membership', 'bookings-of-deactivated'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNLIMITED = Number.MAX_SAFE_INTEGER;
/** A hold handed back to its former holder needs no free unit (claim-guard.ts). */
const HAND_BACK = { limit: UNLIMITED, full: 'HTTP.CONFLICT' };
/** Appends queued before waiting for their group commit. */
const APPENDS_PER_GROUP = 4000;
/** Clients over the two years for a 1,000,000-event history; fewer or more in proportion. */
const CLIENTS_PER_MILLION = 3600;
/** Of the events, the share the bookings make (with their claims): what the day's bookings aim at. */
const BOOKING_SHARE = 0.92;
/** Events one booking makes over its life (claims, confirmation, attendance, some cancelled or moved). */
const EVENTS_PER_BOOKING = 6.1;
/** The events a booking makes: the reservation's own and its claims'. */
const BOOKING_EVENT = /^(Reservation|Booking|Seat|MonthClass|SampleClass)/;
const SEASON = [1.15, 1.1, 1.05, 1, 1, 0.95, 0.9, 0.9, 1.05, 1.05, 1, 0.8];

// prettier-ignore
const FIRST_NAMES = [
  'Sofía', 'Diego', 'Valentina', 'Santiago', 'Regina', 'Emiliano', 'Ximena', 'Mateo', 'Camila', 'Leonardo',
  'Renata', 'Sebastián', 'Fernanda', 'Iker', 'Isabella', 'Nicolás', 'Andrea', 'Emilio', 'Paula', 'Gael',
  'Lucía', 'Maximiliano', 'Daniela', 'Rodrigo', 'María José', 'Alejandro', 'Victoria', 'Tomás', 'Natalia',
  'Bruno', 'Ana Paula', 'Joaquín', 'Mariana', 'Luis Fernando', 'Carolina', 'Héctor', 'Paola', 'Arturo',
  'Jimena', 'Óscar', 'Montserrat', 'Ricardo', 'Itzel', 'Eduardo', 'Abril', 'Julián', 'Karla', 'Adrián',
];
// prettier-ignore
const LAST_NAMES = [
  'Hernández', 'Martínez', 'García', 'López', 'Ramírez', 'Flores', 'Torres', 'Rivera', 'Gómez', 'Morales',
  'Cruz', 'Reyes', 'Ortiz', 'Castillo', 'Mendoza', 'Vázquez', 'Jiménez', 'Ruiz', 'Aguilar', 'Chávez',
  'Romero', 'Herrera', 'Medina', 'Domínguez', 'Navarro', 'Salazar', 'Delgado', 'Cabrera', 'Ávila', 'Orozco',
  'Pacheco', 'Espinoza', 'Figueroa', 'Sandoval', 'Carrillo', 'Zamora', 'Ibarra', 'Núñez', 'Treviño', 'Rosas',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com'];
const STREETS = [
  'Calle Durango',
  'Av. Insurgentes Sur',
  'Calle Colima',
  'Av. Chapultepec',
  'Calle Morelos',
  'Av. México',
];
const METHODS = [
  ['CARD', 0.55],
  ['CASH', 0.3],
  ['TRANSFER', 0.15],
];
const REFUND_REASONS = ['Cobro duplicado', 'El cliente se mudó de ciudad', 'Error en el monto', 'Lesión: reembolso'];
const DESK_SALES = [
  ['Guantes de box 12 oz', 850],
  ['Vendas', 120],
  ['Clase suelta', 200],
  ['Playera BoxStudio', 350],
  ['Bebida isotónica', 45],
  ['Protector bucal', 180],
];

const BRANCHES = [
  {
    name: 'BoxStudio Polanco',
    address: 'Av. Presidente Masaryk 340, Polanco V Sección',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'México',
    postalCode: '11560',
    phone: '+52 55 5280 1234',
    email: 'polanco@boxstudio.mx',
  },
  {
    name: 'BoxStudio Providencia',
    address: 'Av. Providencia 2578, Providencia 4a. Sección',
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'México',
    postalCode: '44639',
    phone: '+52 33 3641 5678',
    email: 'providencia@boxstudio.mx',
  },
];
const AREA = ['55', '33'];

/** Each branch's plans: [name, description, price, days, classes a month (null: unlimited), weight, features]. */
// prettier-ignore
const PLANS = [
  ['Básico', 'Ocho clases al mes para empezar a entrenar.', 799, 30, 8, 0.3, ['8 clases al mes', 'Vendas de cortesía']],
  ['Plus', 'Doce clases al mes en cualquier horario.', 1099, 30, 12, 0.25, ['12 clases al mes', 'Evaluación física']],
  ['Ilimitado', 'Todas las clases que quieras durante un mes.', 1499, 30, null, 0.25, ['Clases ilimitadas']],
  ['Trimestral', 'Tres meses, doce clases al mes.', 2999, 90, 12, 0.12, ['12 clases al mes', 'Un mes más barato']],
  ['Anual Ilimitado', 'Un año de clases ilimitadas al mejor precio.', 14990, 365, null, 0.08, ['Dos meses gratis']],
];
const PROMO_PLAN = [
  'Verano 2025',
  'Dos meses de clases ilimitadas para el verano.',
  1999,
  60,
  null,
  0.2,
  ['Promoción'],
];

const MWF = [1, 3, 5];
const TT = [2, 4];
const WEEKDAYS = [1, 2, 3, 4, 5];
const SAMPLE_DESCRIPTION =
  'Tu primera clase es gratis: conoce el estudio, calienta con el grupo y aprende la guardia y los golpes básicos.';
/**
 * Each branch's classes from the first day: [name, minutes, capacity, price, instructor (index), timetable as
 * [days, "HH:MM"] pairs]; a price of 0 with a sample description is the free sample class.
 */
// prettier-ignore
const CLASSES = [
  [
    ['Box', 60, 20, 180, 0, [[WEEKDAYS, '07:00'], [MWF, '19:00'], [TT, '20:00'], [[6], '09:00'], [[0], '11:00']]],
    ['Cardio Box', 45, 24, 150, 1, [[TT, '07:00'], [MWF, '08:15'], [TT, '18:30'], [[6], '10:30']]],
    ['Kickboxing', 60, 18, 180, 2, [[MWF, '20:15'], [TT, '19:00'], [[6], '11:30']]],
    ['HIIT', 30, 24, 120, 3, [[WEEKDAYS, '06:15'], [MWF, '13:30']]],
    ['Técnica de Box', 90, 10, 250, 0, [[[0], '10:00'], [[6], '12:45'], [[3], '17:00']]],
    ['Sparring', 60, 12, 220, 2, [[[5], '18:00'], [[6], '14:30']]],
    ['Funcional', 50, 20, 140, 4, [[MWF, '09:15'], [TT, '08:00'], [TT, '17:30']]],
    ['Box Mediodía', 60, 16, 170, 5, [[WEEKDAYS, '14:15']]],
    ['Box y Acondicionamiento', 60, 18, 170, 3, [[WEEKDAYS, '18:00'], [[6], '08:00']]],
    ['Movilidad', 45, 18, 120, 4, [[[0], '12:30'], [[4], '14:00']]],
    ['Clase muestra', 60, 10, 0, 1, [[[3], '18:00'], [[6], '10:00']]],
  ],
  [
    ['Box', 60, 20, 160, 0, [[WEEKDAYS, '08:00'], [MWF, '20:00'], [[6], '10:00']]],
    ['Cardio Box', 45, 24, 140, 1, [[TT, '06:30'], [TT, '19:00'], [MWF, '07:00'], [[6], '09:00'], [[0], '10:00']]],
    ['Kickboxing', 60, 18, 160, 1, [[MWF, '18:00'], [TT, '20:00'], [[0], '11:00']]],
    ['HIIT', 30, 24, 110, 2, [[TT, '13:00'], [WEEKDAYS, '06:15'], [[6], '08:00']]],
    ['Técnica de Box', 90, 10, 230, 0, [[[6], '12:00'], [[2], '17:00']]],
    ['Funcional', 50, 20, 130, 3, [[MWF, '09:00'], [TT, '18:00']]],
    ['Box Mediodía', 60, 16, 150, 5, [[WEEKDAYS, '14:00']]],
    ['Box Nocturno', 60, 18, 160, 4, [[WEEKDAYS, '21:00']]],
    ['Clase muestra', 60, 10, 0, 1, [[[2], '18:00'], [[6], '11:00']]],
  ],
];

const iso = (ms) => new Date(ms).toISOString();
const at = (text) => Date.parse(text);
const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** A small, fast, seeded random source (sfc32), so the same seed writes the same history. */
class Random {
  constructor(seed) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 20; i++) this.u32();
  }

  u32() {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next() {
    return this.u32() / 4294967296;
  }

  chance(p) {
    return this.next() < p;
  }

  int(n) {
    return Math.floor(this.next() * n);
  }

  between(from, to) {
    return from + this.next() * (to - from);
  }

  pick(list) {
    return list[this.int(list.length)];
  }

  weighted(pairs) {
    const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
    let r = this.next() * total;
    for (const [value, weight] of pairs) if ((r -= weight) < 0) return value;
    return pairs[pairs.length - 1][0];
  }

  uuid() {
    const hex = (n) => n.toString(16).padStart(8, '0');
    const a = hex(this.u32());
    const b = hex(this.u32());
    const c = hex(this.u32());
    const d = hex(this.u32());
    const variant = ((parseInt(c[0], 16) & 3) | 8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }
}

/** Actions by due time (then by the order they were planned): the simulation's clock. */
class ActionQueue {
  constructor() {
    this.heap = [];
    this.sequence = 0;
  }

  get size() {
    return this.heap.length;
  }

  push(time, run) {
    const item = { time, seq: this.sequence++, run };
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(item, heap[parent])) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = item;
  }

  peek() {
    return this.heap[0];
  }

  pop() {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const child = right < heap.length && before(heap[right], heap[left]) ? right : left;
        if (!before(heap[child], last)) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}

const before = (a, b) => a.time < b.time || (a.time === b.time && a.seq < b.seq);

async function loadDomain() {
  const load = (path) => importDist(path);
  const [users, emails, roster, branches, plans, classes, memberships, spans, reservations, claims, payments] =
    await Promise.all([
      load('modules/accounts/domain/user.aggregate.js'),
      load('modules/accounts/domain/email-claim.aggregate.js'),
      load('modules/accounts/domain/super-admin-roster.aggregate.js'),
      load('modules/branches/domain/branch.aggregate.js'),
      load('modules/plans/domain/plan.aggregate.js'),
      load('modules/classes/domain/class.aggregate.js'),
      load('modules/memberships/domain/membership.aggregate.js'),
      load('platform/claims/define-span-claim.js'),
      load('modules/reservations/domain/reservation.aggregate.js'),
      load('modules/reservations/domain/booking-claims.js'),
      load('modules/payments/domain/payment.aggregate.js'),
    ]);
  const [newsletter, ids, time] = await Promise.all([
    load('modules/newsletter/domain/subscription.aggregate.js'),
    load('platform/aggregates/event-ids.js'),
    load('platform/time/studio-calendar.js'),
  ]);
  return {
    user: users.userAggregate,
    emailClaim: emails.emailClaim,
    emailClaimId: emails.emailClaimId,
    emailLimit: emails.EMAIL_CLAIM_LIMIT,
    roster: roster.superAdminRosterAggregate,
    rosterId: roster.ROSTER_ID,
    branch: branches.branchAggregate,
    plan: plans.planAggregate,
    klass: classes.classAggregate,
    membership: memberships.membershipAggregate,
    // The same kind the memberships module guards terms with (membership-terms-guard.ts).
    clientTerms: spans.defineSpanClaim('client-terms'),
    reservation: reservations.reservationAggregate,
    claims,
    payment: payments.paymentAggregate,
    subscription: newsletter.subscriptionAggregate,
    subscriptionId: newsletter.subscriptionId,
    eventId: ids.deterministicEventId,
    createdId: ids.createdId,
    calendar: new time.StudioCalendar(time.DEFAULT_STUDIO_TZ),
  };
}

/**
 * Writes the history into `log` (an empty embedded event log): about `target` events (it stops at
 * the first command past the target, or at the last day). `onProgress(written)` is called every
 * 100,000 events. Answers what was written: counts per event type, the entities, and the staff who
 * can log in.
 */
export async function writeHistory({ log, target, seed = 20_241_201, onProgress = () => {} }) {
  const domain = await loadDomain();
  const history = new StudioHistory(domain, log, target, seed, onProgress);
  await history.simulate();
  return history.summary();
}

/** Stores the password of the staff who can log in (the super admin, the branch admins) where the server reads it. */
export async function writeCredentials(dataDir, people) {
  const { createCredentialStore } = await importDist('modules/accounts/credentials/create-credential-store.js');
  const { PasswordHasher } = await importDist('modules/accounts/credentials/password-hasher.js');
  const store = await createCredentialStore({ dataDir });
  const hasher = new PasswordHasher();
  try {
    for (const person of people) await store.setPasswordHash(person.id, await hasher.hash(person.password));
  } finally {
    await store.close();
  }
}

class StudioHistory {
  constructor(domain, log, target, seed, onProgress) {
    this.d = domain;
    this.log = log;
    this.target = target;
    this.rng = new Random(seed);
    this.onProgress = onProgress;
    this.queue = new ActionQueue();
    this.streams = new Map();
    this.pending = [];
    this.written = 0;
    this.bookingEvents = 0;
    this.streamCount = 0;
    this.nextProgress = 100_000;
    this.counts = new Map();
    this.refusals = new Map();
    this.stats = {
      clients: 0,
      staff: 0,
      classes: 0,
      occurrences: 0,
      bookings: 0,
      bookingsUnfilled: 0,
      bookingsFull: 0,
      memberships: 0,
      payments: 0,
      lastEventAt: null,
    };
    const cal = domain.calendar;
    this.cal = cal;
    this.math = cal.math;
    this.startMs = cal.day(HISTORY_START_DAY).from.getTime();
    this.endMs = cal.day(HISTORY_END_DAY).from.getTime();
    this.dayCount = cal.daysBetween(new Date(this.startMs), new Date(this.endMs));
    this.days = [];
    for (let d = 0; d < this.dayCount + 12; d++) {
      const str = cal.addDays(HISTORY_START_DAY, d);
      const range = cal.day(str);
      this.days.push({
        index: d,
        str,
        month: str.slice(0, 7),
        from: range.from.getTime(),
        to: range.to.getTime(),
        weekday: cal.weekdayOf(str),
      });
    }
    // How busy each day is meant to be: the studio grows over the two years, with the seasons.
    this.weights = this.days.map((day) => {
      const growth = 0.8 + (0.4 * day.index) / this.dayCount;
      return growth * SEASON[Number(day.str.slice(5, 7)) - 1];
    });
    this.cumulative = [0];
    for (let d = 0; d < this.dayCount; d++) this.cumulative.push(this.cumulative[d] + this.weights[d]);
    const totalWeight = this.cumulative[this.dayCount];
    // Aim a little past the target: the history stops at the first command past it.
    this.aim = target * 1.004;
    this.bookingsPerWeight = (this.aim * BOOKING_SHARE) / EVENTS_PER_BOOKING / totalWeight;
    this.totalWeight = totalWeight;
    this.clients = [];
    this.branches = [];
    this.classes = new Map();
    this.plans = new Map();
    this.fates = new Map();
    this.seatAverage = null;
    this.occurrencesByDay = new Map();
    this.monthOfStart = new Map();
    this.stopped = false;
  }

  // ---- the kit: decide, guard, append ----

  context(userId, now, commandId = this.rng.uuid(), correlationId = this.rng.uuid()) {
    return { commandId, correlationId, userId, now };
  }

  child(context, step) {
    return { ...context, commandId: `${context.commandId}/${step}` };
  }

  /** Each claim command of a guard gets its own id (claim-guard.ts claimContext). */
  claimContext(context, step) {
    return this.child(context, `${step}/${this.rng.uuid()}`);
  }

  stateOf(aggregate, id) {
    return this.streams.get(aggregate.streamId(id))?.state ?? aggregate.initial;
  }

  /** The decision and the state after it, or null when the decider refuses (counted by message). */
  decide(aggregate, id, command, context, countRefusal = true) {
    const streamId = aggregate.streamId(id);
    const kept = this.streams.get(streamId);
    const state = kept ? kept.state : aggregate.initial;
    const revision = kept ? kept.revision : -1;
    let events;
    try {
      events = aggregate.decide(command, state);
    } catch (error) {
      if (!countRefusal) return null;
      const code = `${command.type}: ${error?.code ?? error?.message ?? String(error)}`;
      this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
      return null;
    }
    const occurredAt = iso(context.now);
    let after = state;
    for (let i = 0; i < events.length; i++)
      after = aggregate.evolve(after, events[i], { occurredAt, revision: revision + 1 + i });
    return { aggregate, streamId, command, context, before: state, after, revision, events };
  }

  /** Appends a decision's events (as the aggregate store does); answers them as recorded. */
  commit(decided) {
    const { streamId, command, context, events, revision } = decided;
    if (events.length === 0) return [];
    const occurredAt = iso(context.now);
    const recorded = new Array(events.length);
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      recorded[i] = {
        id: this.d.eventId(context.commandId, streamId, i),
        type: event.type,
        data: { ...event.data },
        metadata: {
          userId: context.userId,
          correlationId: context.correlationId,
          causationId: context.commandId,
          commandType: command.type,
          occurredAt,
        },
      };
      this.counts.set(event.type, (this.counts.get(event.type) ?? 0) + 1);
      if (BOOKING_EVENT.test(event.type)) this.bookingEvents += 1;
    }
    this.pending.push(this.log.append(streamId, recorded, revision < 0 ? 'no-stream' : revision));
    if (revision < 0) this.streamCount += 1;
    this.streams.set(streamId, { state: decided.after, revision: revision + events.length });
    this.written += events.length;
    this.stats.lastEventAt = context.now;
    return recorded;
  }

  /** decide + commit: the events recorded, [] when there was nothing to record, null when refused. */
  run(aggregate, id, command, context) {
    const decided = this.decide(aggregate, id, command, context);
    return decided ? this.commit(decided) : null;
  }

  forget(aggregate, id) {
    this.streams.delete(aggregate.streamId(id));
  }

  /** Runs `action` at `time` (never before the action running now); nothing at or after the history's end. */
  at(time, action) {
    const when = this.now === undefined ? time : Math.max(time, this.now);
    if (when < this.endMs) this.queue.push(when, action);
  }

  // ---- the simulation ----

  async simulate() {
    // The first morning: the super admin, the branches, staff, plans and classes; bookings open at noon.
    this.at(this.startMs + 8 * HOUR, (now) => this.setUp(now));
    this.at(this.startMs + 12 * HOUR, () => this.dayBegins(0));
    for (let d = 1; d < this.dayCount; d++) this.at(this.days[d].from, () => this.dayBegins(d));
    while (this.queue.size > 0 && !this.stopped) {
      const { time, run } = this.queue.pop();
      this.now = time;
      run(time);
      if (this.written >= this.target) this.stopped = true;
      if (this.pending.length >= APPENDS_PER_GROUP) await this.flush();
      if (this.written >= this.nextProgress) {
        this.onProgress(this.written, this.now);
        this.nextProgress += 100_000;
      }
    }
    await this.flush();
  }

  async flush() {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }

  summary() {
    return {
      events: this.written,
      counts: [...this.counts.entries()].sort((a, b) => b[1] - a[1]),
      refusals: [...this.refusals.entries()].sort((a, b) => b[1] - a[1]),
      stats: {
        ...this.stats,
        streams: this.streamCount,
        lastEventAt: this.stats.lastEventAt === null ? null : iso(this.stats.lastEventAt),
      },
      firstDay: HISTORY_START_DAY,
      endDay: HISTORY_END_DAY,
      logins: this.logins,
    };
  }

  // ---- people ----

  profile(name, email, phone, branchId, extra = {}) {
    return {
      name,
      email,
      phone,
      branchId,
      dateOfBirth: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
      ...extra,
    };
  }

  phone(branch) {
    const digits = String(10_000_000 + this.rng.int(90_000_000));
    return `+52 ${AREA[branch]} ${digits.slice(0, 4)} ${digits.slice(4)}`;
  }

  personName() {
    const first = this.rng.pick(FIRST_NAMES);
    const last = `${this.rng.pick(LAST_NAMES)} ${this.rng.pick(LAST_NAMES)}`;
    return { first, last, name: `${first} ${last}` };
  }

  /** UserCommands.create: the email claimed, the person recorded, a SUPER_ADMIN put on the roster. */
  createPerson(actorId, now, role, profile, ids = {}) {
    const context = this.context(actorId, now, ids.commandId, ids.correlationId);
    const userId = this.d.createdId(context.commandId, 'user');
    const claim = this.d.emailClaim.claim(userId, { limit: this.d.emailLimit, full: 'AUTH.EMAIL_TAKEN' }, iso(now));
    const emailStream = this.d.emailClaimId(profile.email);
    if (this.run(this.d.emailClaim.aggregate, emailStream, claim, this.child(context, 'claim-email')) === null)
      return null;
    this.run(this.d.user, userId, { type: 'CreateUser', userId, role, profile, isActive: true }, context);
    if (role === 'SUPER_ADMIN')
      this.run(this.d.roster, this.d.rosterId, { type: 'AddSuperAdmin', userId }, this.child(context, 'roster'));
    return userId;
  }

  updatePerson(actorId, now, userId, command) {
    const context = this.context(actorId, now);
    const before = this.stateOf(this.d.user, userId);
    if (before.status === 'none' || before.status === 'deleted') return null;
    const newEmail = command.changes.email;
    if (newEmail !== undefined) {
      const claim = this.d.emailClaim.claim(userId, { limit: this.d.emailLimit, full: 'AUTH.EMAIL_TAKEN' }, iso(now));
      const claimed = this.run(
        this.d.emailClaim.aggregate,
        this.d.emailClaimId(newEmail),
        claim,
        this.child(context, 'claim-email'),
      );
      if (claimed === null) return null;
    }
    const recorded = this.run(this.d.user, userId, { type: 'UpdateUser', ...command }, context);
    if (recorded && newEmail !== undefined)
      this.run(
        this.d.emailClaim.aggregate,
        this.d.emailClaimId(before.profile.email),
        this.d.emailClaim.release(userId),
        this.child(context, 'release-email'),
      );
    for (const event of recorded ?? [])
      if (event.type === 'UserDeactivated') this.cancelBookingsOf({ userId }, 'client-deactivated', event, now);
    return recorded;
  }

  deletePerson(actorId, now, userId) {
    const context = this.context(actorId, now);
    const before = this.stateOf(this.d.user, userId);
    const recorded = this.run(this.d.user, userId, { type: 'DeleteUser' }, context);
    if (!recorded || recorded.length === 0) return recorded;
    this.run(
      this.d.emailClaim.aggregate,
      this.d.emailClaimId(before.profile.email),
      this.d.emailClaim.release(userId),
      this.child(context, 'release-email'),
    );
    this.cancelBookingsOf({ userId }, 'client-deactivated', recorded[0], now);
    return recorded;
  }

  // ---- the studio's first days and its changes over the two years ----

  setUp(t0) {
    // The first start creates the super admin from ADMIN_EMAIL (EnsureSuperAdmin), with these ids.
    const ownerId = this.createPerson(null, t0, 'SUPER_ADMIN', this.profile('Administrador', ADMIN.email, null, null), {
      commandId: 'system:bootstrap-super-admin',
      correlationId: 'system:first-start',
    });
    this.owner = ownerId;
    this.logins = [{ id: ownerId, email: ADMIN.email, password: ADMIN.password, role: 'SUPER_ADMIN' }];
    let time = t0 + 20 * MINUTE;
    for (let b = 0; b < BRANCHES.length; b++) {
      const context = this.context(ownerId, (time += 5 * MINUTE));
      const branchId = this.d.createdId(context.commandId, 'branch');
      this.run(this.d.branch, branchId, { type: 'CreateBranch', branchId, details: BRANCHES[b] }, context);
      this.branches.push({
        index: b,
        id: branchId,
        staff: { admin: null, managers: [], desk: [], instructors: [] },
        members: [],
        memberSet: new Set(),
        plans: [],
        classes: [],
      });
    }
    // Staff: an admin, a manager, two at the front desk and six instructors per branch.
    for (const branch of this.branches) {
      const b = branch.index;
      const hire = (role, list) => {
        const { first, last, name } = this.personName();
        const email = `${ascii(first)}.${ascii(last.split(' ')[0])}.${this.stats.staff}@boxstudio.mx`;
        const id = this.createPerson(
          ownerId,
          (time += 3 * MINUTE),
          role,
          this.profile(name, email, this.phone(b), branch.id),
        );
        this.stats.staff += 1;
        const person = { id, role, email, name };
        if (list) list.push(person);
        return person;
      };
      branch.staff.admin = hire('ADMIN');
      this.logins.push({
        id: branch.staff.admin.id,
        email: branch.staff.admin.email,
        password: ADMIN.password,
        role: 'ADMIN',
      });
      hire('MANAGER', branch.staff.managers);
      hire('EMPLOYEE', branch.staff.desk);
      hire('EMPLOYEE', branch.staff.desk);
      for (let i = 0; i < 6; i++) hire('INSTRUCTOR', branch.staff.instructors);
    }
    // Plans, by each branch's admin.
    for (const branch of this.branches) {
      for (const spec of PLANS) this.createPlan(branch, spec, branch.staff.admin.id, (time += 2 * MINUTE));
    }
    // Classes and their timetables.
    time = this.startMs + 10 * HOUR;
    for (const branch of this.branches) {
      for (const spec of CLASSES[branch.index]) this.createClass(branch, spec, (time += 4 * MINUTE));
    }
    this.planChanges();
    this.planClients();
  }

  createPlan(branch, [name, description, price, duration, maxClasses, weight, features], actorId, now, from) {
    const context = this.context(actorId, now);
    const planId = this.d.createdId(context.commandId, 'plan');
    const details = { name, description, price, duration, maxClasses, features, branchId: branch.id };
    const command = { type: 'CreatePlan', planId, details, ...(from ? { duplicatedFrom: from } : {}) };
    this.run(this.d.plan, planId, command, context);
    const plan = { id: planId, branch, weight, name };
    this.plans.set(planId, plan);
    branch.plans.push(plan);
    return plan;
  }

  createClass(branch, [name, duration, capacity, price, instructor, timetable], now) {
    const admin = branch.staff.admin.id;
    const context = this.context(admin, now);
    const classId = this.d.createdId(context.commandId, 'class');
    const sample = price === 0;
    const details = {
      name,
      description: sample
        ? 'Clase de prueba para quien nos visita por primera vez.'
        : `${name} en ${BRANCHES[branch.index].name}.`,
      duration,
      maxCapacity: capacity,
      price,
      instructorId: branch.staff.instructors[instructor].id,
      branchId: branch.id,
      isSampleClass: sample,
      sampleClassDescription: sample ? SAMPLE_DESCRIPTION : null,
    };
    this.run(this.d.klass, classId, { type: 'CreateClass', classId, details }, context);
    this.setTimetable(classId, admin, now + MINUTE, timetable, duration);
    const cls = { id: classId, branch, name, sample, popularity: 0.8 + this.rng.next() * 0.4 };
    this.classes.set(classId, cls);
    branch.classes.push(cls);
    this.stats.classes += 1;
    return cls;
  }

  setTimetable(classId, actorId, now, timetable, duration) {
    const schedules = [];
    for (const [days, start] of timetable) {
      const [hour, minute] = start.split(':').map(Number);
      const endMinutes = hour * 60 + minute + duration;
      const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
      for (const dayOfWeek of days) schedules.push({ dayOfWeek, startTime: start, endTime: end });
    }
    this.run(this.d.klass, classId, { type: 'SetClassSchedules', schedules }, this.context(actorId, now));
  }

  /** Dated changes to plans, classes and staff over the two years. */
  planChanges() {
    const on = (day, hour, action) => this.at(this.cal.at(day, hour).getTime(), action);
    const [polanco, providencia] = this.branches;
    const find = (branch, name) => branch.classes.find((cls) => cls.name === name);
    on('2025-03-03', '11:00', (now) =>
      this.createClass(
        polanco,
        [
          'Box para niños',
          60,
          12,
          150,
          5,
          [
            [TT, '16:30'],
            [[6], '13:00'],
          ],
        ],
        now,
      ),
    );
    on('2025-04-14', '12:00', (now) => {
      const context = this.context(this.owner, now);
      this.run(
        this.d.branch,
        providencia.id,
        { type: 'UpdateBranch', changes: { phone: '+52 33 3641 9000' } },
        context,
      );
    });
    on('2025-05-05', '10:30', (now) => {
      const box = find(polanco, 'Box');
      this.run(
        this.d.klass,
        box.id,
        { type: 'UpdateClass', changes: { maxCapacity: 16 } },
        this.context(polanco.staff.admin.id, now),
      );
    });
    // A summer promotion, duplicated for the other branch, withdrawn at the end of August.
    on('2025-06-02', '10:00', (now) => {
      const promo = this.createPlan(polanco, PROMO_PLAN, this.owner, now);
      const copy = this.createPlan(providencia, PROMO_PLAN, this.owner, now + 2 * MINUTE, promo.id);
      this.promos = [promo, copy];
    });
    on('2025-09-01', '09:00', (now) => {
      for (const promo of this.promos ?? [])
        this.run(this.d.plan, promo.id, { type: 'DeactivatePlan' }, this.context(this.owner, now));
      for (const promo of this.promos ?? []) promo.retired = true;
    });
    // Summer hours for HIIT at Providencia, and back.
    const hiit = () => find(providencia, 'HIIT');
    on('2025-07-07', '09:00', (now) =>
      this.setTimetable(
        hiit().id,
        providencia.staff.admin.id,
        now,
        [
          [TT, '13:30'],
          [WEEKDAYS, '07:00'],
        ],
        30,
      ),
    );
    on('2025-09-01', '09:30', (now) =>
      this.setTimetable(
        hiit().id,
        providencia.staff.admin.id,
        now,
        [
          [TT, '13:00'],
          [WEEKDAYS, '06:15'],
          [[6], '08:00'],
        ],
        30,
      ),
    );
    // An instructor leaves Polanco: a new one is hired and takes over the classes.
    on('2025-08-04', '10:00', (now) => {
      const { first, last, name } = this.personName();
      const email = `${ascii(first)}.${ascii(last.split(' ')[0])}.nuevo@boxstudio.mx`;
      const id = this.createPerson(this.owner, now, 'INSTRUCTOR', this.profile(name, email, this.phone(0), polanco.id));
      polanco.staff.instructors.push({ id, role: 'INSTRUCTOR', email, name });
      this.stats.staff += 1;
    });
    on('2025-08-15', '10:00', (now) => {
      const leaving = polanco.staff.instructors[2];
      const taking = polanco.staff.instructors[polanco.staff.instructors.length - 1];
      for (const cls of polanco.classes) {
        if (this.stateOf(this.d.klass, cls.id).details?.instructorId !== leaving.id) continue;
        this.run(
          this.d.klass,
          cls.id,
          { type: 'UpdateClass', changes: { instructorId: taking.id } },
          this.context(polanco.staff.admin.id, (now += MINUTE)),
        );
      }
      this.updatePerson(this.owner, now + MINUTE, leaving.id, { changes: {}, isActive: false });
    });
    // Funcional closes at Providencia (its bookings still to come are cancelled), and is deleted later.
    on('2025-10-06', '09:00', (now) => {
      const cls = find(providencia, 'Funcional');
      const recorded = this.run(
        this.d.klass,
        cls.id,
        { type: 'UpdateClass', changes: {}, isActive: false },
        this.context(providencia.staff.admin.id, now),
      );
      for (const event of recorded ?? [])
        if (event.type === 'ClassDeactivated')
          this.cancelBookingsOf({ classId: cls.id }, 'class-deactivated', event, now);
    });
    on('2026-01-12', '09:00', (now) => {
      const cls = find(providencia, 'Funcional');
      this.run(this.d.klass, cls.id, { type: 'DeleteClass' }, this.context(providencia.staff.admin.id, now));
    });
    on('2025-11-03', '10:00', (now) =>
      this.updatePerson(this.owner, now, providencia.staff.desk[0].id, { changes: {}, role: 'SUPERVISOR' }),
    );
    on('2026-01-05', '08:00', (now) => {
      // New year's prices: 8% more, rounded to the 9.
      for (const plan of this.plans.values()) {
        const state = this.stateOf(this.d.plan, plan.id);
        if (state.status !== 'active') continue;
        const price = Math.round((state.details.price * 1.08) / 10) * 10 - 1;
        this.run(
          this.d.plan,
          plan.id,
          { type: 'UpdatePlan', changes: { price } },
          this.context(this.owner, (now += MINUTE)),
        );
      }
    });
    on('2026-02-02', '11:00', (now) =>
      this.createClass(
        providencia,
        [
          'Box femenil',
          60,
          14,
          160,
          5,
          [
            [MWF, '10:00'],
            [[6], '13:30'],
          ],
        ],
        now,
      ),
    );
  }

  // ---- clients ----

  /** Every client's first visit: a quarter moved over from the old records in the first two weeks, the rest later. */
  planClients() {
    const count = Math.max(120, Math.round((CLIENTS_PER_MILLION * this.target) / 1_000_000));
    const moved = Math.round(count * 0.25);
    for (let i = 0; i < count; i++) {
      let time;
      if (i < moved) time = this.days[1 + this.rng.int(14)].from + this.rng.between(10, 21) * HOUR;
      else {
        // Joins follow the studio's busy days: a day picked by its weight, then an hour of opening time.
        const r = this.rng.next() * this.totalWeight;
        let lo = 0;
        let hi = this.dayCount;
        while (lo < hi - 1) {
          const mid = (lo + hi) >> 1;
          if (this.cumulative[mid] <= r) lo = mid;
          else hi = mid;
        }
        time = this.days[lo].from + this.rng.between(9, 21) * HOUR;
      }
      const branch = this.branches[this.rng.chance(0.55) ? 0 : 1];
      this.at(time, (now) => this.clientJoins(branch, now, i < moved));
    }
  }

  clientJoins(branch, now, moved) {
    const { first, last, name } = this.personName();
    const n = this.clients.length;
    const email = `${ascii(first)}.${ascii(last.split(' ')[0])}${n}@${this.rng.pick(MAIL_DOMAINS)}`;
    const extra = {};
    if (this.rng.chance(0.6)) {
      const year = 1970 + this.rng.int(38);
      const two = (n) => String(n).padStart(2, '0');
      const day = `${year}-${two(1 + this.rng.int(12))}-${two(1 + this.rng.int(28))}`;
      extra.dateOfBirth = `${day}T00:00:00.000Z`;
    }
    if (this.rng.chance(0.4)) extra.address = `${this.rng.pick(STREETS)} ${10 + this.rng.int(900)}`;
    if (this.rng.chance(0.3)) {
      extra.emergencyContact = this.personName().name;
      extra.emergencyPhone = this.phone(branch.index);
    }
    const desk = this.rng.pick(branch.staff.desk).id;
    const id = this.createPerson(
      desk,
      now,
      'CLIENT',
      this.profile(name, email, this.phone(branch.index), branch.id, extra),
    );
    if (!id) return;
    const client = {
      index: n,
      id,
      branch,
      email,
      active: true,
      membership: null,
      sampleUsed: false,
      booked: new Map(),
    };
    this.clients.push(client);
    this.stats.clients += 1;
    if (moved) {
      this.at(now + this.rng.between(3, 30) * MINUTE, (t) => this.sell(client, t));
    } else {
      const r = this.rng.next();
      if (r < 0.35) this.at(now + this.rng.between(2, 15) * MINUTE, (t) => this.bookSampleClass(client, t));
      else if (r < 0.9) this.at(now + this.rng.between(3, 30) * MINUTE, (t) => this.sell(client, t));
      else if (r < 0.96) this.at(now + this.rng.between(3, 30) * DAY, (t) => this.sell(client, t));
    }
    if (this.rng.chance(0.15)) this.at(now + this.rng.between(20, 400) * DAY, (t) => this.editClient(client, t));
    if (this.rng.chance(0.01)) this.at(now + this.rng.between(20, 400) * DAY, (t) => this.changeEmail(client, t));
  }

  editClient(client, now) {
    if (!client.active) return;
    const r = this.rng.next();
    const changes =
      r < 0.6
        ? { phone: this.phone(client.branch.index) }
        : r < 0.85
          ? { address: `${this.rng.pick(STREETS)} ${10 + this.rng.int(900)}` }
          : { emergencyContact: this.personName().name, emergencyPhone: this.phone(client.branch.index) };
    this.updatePerson(this.rng.pick(client.branch.staff.desk).id, now, client.id, { changes });
  }

  changeEmail(client, now) {
    if (!client.active) return;
    const email = `${client.email.split('@')[0]}.nuevo@${this.rng.pick(MAIL_DOMAINS)}`;
    if (this.updatePerson(this.rng.pick(client.branch.staff.desk).id, now, client.id, { changes: { email } }))
      client.email = email;
  }

  /** A lapsed client is, some months later, deactivated (rarely deleted); a few come back later on. */
  retire(client, now) {
    if (!client.active || this.liveMembership(client, now) || this.hasFutureBookings(client, now)) return;
    const admin = client.branch.staff.admin.id;
    if (this.rng.chance(0.08)) {
      if (!this.deletePerson(admin, now, client.id)?.length) return;
      client.active = false;
      client.deleted = true;
      return;
    }
    if (!this.updatePerson(admin, now, client.id, { changes: {}, isActive: false })) return;
    client.active = false;
    if (this.rng.chance(0.1))
      this.at(now + this.rng.between(30, 200) * DAY, (t) => {
        if (client.deleted || !this.updatePerson(admin, t, client.id, { changes: {}, isActive: true })) return;
        client.active = true;
        this.at(t + this.rng.between(2, 20) * MINUTE, (t2) => this.sell(client, t2));
      });
  }

  hasFutureBookings(client, now) {
    for (const [dayIndex] of client.booked) if (this.days[dayIndex] && this.days[dayIndex].to > now) return true;
    return false;
  }

  // ---- memberships ----

  liveMembership(client, now) {
    if (!client.membership) return null;
    const state = this.stateOf(this.d.membership, client.membership);
    return state.status === 'ACTIVE' && at(state.terms.endDate) > now ? state : null;
  }

  planFacts(planId) {
    const { details } = this.stateOf(this.d.plan, planId);
    return { id: planId, branchId: details.branchId, price: details.price, duration: details.duration };
  }

  sellablePlans(branch) {
    return branch.plans.filter((plan) => this.stateOf(this.d.plan, plan.id).status === 'active');
  }

  method() {
    return this.rng.weighted(METHODS);
  }

  /**
   * A membership command as MembershipCommands runs it: the decision, the client's terms (a span
   * claim) taken before it is recorded and settled after, and the sale's or renewal's payment
   * recorded by the payment-for-membership reaction. Answers the recorded events, or null.
   */
  membershipCommand(membershipId, command, context) {
    const decided = this.decide(this.d.membership, membershipId, command, context);
    if (!decided) return null;
    if (decided.events.length === 0) return [];
    const span = (state) =>
      state.status === 'ACTIVE' ? { from: state.terms.startDate, to: state.terms.endDate } : null;
    const keyOf = (state) => (state.status === 'none' || state.status === 'deleted' ? null : state.terms.userId);
    const before = span(decided.before);
    const after = span(decided.after);
    let settle = null;
    const key = keyOf(decided.after) ?? keyOf(decided.before);
    if (before?.from !== after?.from || before?.to !== after?.to) {
      const terms = this.d.clientTerms.aggregate;
      const step = this.child(context, 'span-1');
      if (!this.stateOf(terms, key).begun)
        this.run(terms, key, { type: 'SeedSpans', spans: [], at: iso(context.now) }, this.child(step, 'begin'));
      const hold = {
        type: 'HoldSpan',
        owner: membershipId,
        tag: context.commandId,
        from: after?.from ?? null,
        to: after?.to ?? null,
        at: iso(context.now),
        evict: [],
        overlap: 'MEMBERSHIP.ACTIVE_UNTIL',
      };
      if (!this.holdSpan(key, hold, step)) return null;
      settle = () =>
        this.run(
          terms,
          key,
          { type: 'SettleSpan', owner: membershipId, tag: context.commandId },
          this.child(step, 'settle'),
        );
    }
    const recorded = this.commit(decided);
    settle?.();
    for (const event of recorded) {
      const { data } = event;
      if (event.type === 'MembershipSold') this.paymentFor(event, data, 'SALE');
      if (event.type === 'MembershipRenewed') this.paymentFor(event, data, 'RENEWAL');
      if (event.type === 'MembershipPlanChanged' && data.settlement && data.userId !== undefined)
        this.paymentFor(event, { ...data, payment: data.settlement }, 'PLAN_CHANGE', data.settlement.refund);
    }
    return recorded;
  }

  /**
   * Takes a span in the client's terms (spans.ts hold): when another membership's span overlaps, but
   * that membership no longer holds it (expired, or moved on) and it was taken over a minute ago, it
   * is released in the same append, as the server does for spans left behind.
   */
  holdSpan(key, hold, context) {
    const terms = this.d.clientTerms.aggregate;
    const decided = this.decide(terms, key, hold, context, false);
    if (decided) return this.commit(decided);
    if (hold.from === null) return null;
    const evict = [];
    for (const held of this.stateOf(terms, key).spans) {
      if (held.owner === hold.owner || held.from === null || held.to === null) continue;
      if (!(at(held.from) < at(hold.to) && at(hold.from) < at(held.to))) continue;
      const owner = this.stateOf(this.d.membership, held.owner);
      const current = owner.status === 'ACTIVE' ? owner.terms : null;
      if (current && at(current.startDate) < at(hold.to) && at(hold.from) < at(current.endDate)) return null;
      if (context.now - at(held.heldAt) <= MINUTE) return null;
      evict.push({ owner: held.owner, tag: held.tag });
    }
    if (evict.length === 0) return null;
    return this.run(terms, key, { ...hold, evict }, this.child(context, 'evict'));
  }

  /** The payment-for-membership reaction's command, with the ids it derives from the causing event. */
  paymentFor(event, paid, source, refund = false) {
    const paymentId = this.d.createdId(event.id, 'payment');
    const streamId = this.d.payment.streamId(paymentId);
    const occurredAt = event.metadata.occurredAt;
    const context = {
      commandId: `reaction:payment-for-membership:${event.id}>${streamId}`,
      correlationId: event.metadata.correlationId,
      userId: event.metadata.userId,
      now: at(occurredAt) + 15 + this.rng.int(120),
    };
    const details = {
      userId: paid.userId,
      membershipId: paid.membershipId,
      membershipPlanId: paid.membershipPlanId,
      branchId: paid.branchId,
      amount: paid.payment.amount,
      currency: 'MXN',
      method: paid.payment.method,
      status: 'COMPLETED',
      source,
      ...(refund ? { kind: 'REFUND' } : {}),
      description: null,
      paidAt: occurredAt,
    };
    this.recordPayment(paymentId, details, occurredAt, context, !refund);
    return paymentId;
  }

  recordPayment(paymentId, details, decidedAt, context, refundable) {
    const recorded = this.run(
      this.d.payment,
      paymentId,
      { type: 'RecordPayment', paymentId, details, at: decidedAt },
      context,
    );
    if (!recorded?.length) return;
    this.stats.payments += 1;
    if (refundable && details.status === 'COMPLETED' && this.rng.chance(0.005)) {
      const branch = this.branches.find((b) => b.id === details.branchId) ?? this.branches[0];
      this.at(context.now + this.rng.between(1, 168) * HOUR, (t) =>
        this.run(
          this.d.payment,
          paymentId,
          { type: 'RefundPayment', reason: this.rng.pick(REFUND_REASONS) },
          this.context(branch.staff.admin.id, t),
        ),
      );
    }
  }

  choosePlan(branch, except = null) {
    const plans = this.sellablePlans(branch).filter((plan) => plan.id !== except);
    return plans.length === 0 ? null : this.rng.weighted(plans.map((plan) => [plan, plan.weight]));
  }

  /** A sale at the front desk, starting the day it is sold. */
  sell(client, now) {
    if (!client.active || this.liveMembership(client, now)) return;
    const plan = this.choosePlan(client.branch);
    if (!plan) return;
    const desk = this.rng.pick(client.branch.staff.desk).id;
    const context = this.context(desk, now);
    const membershipId = this.d.createdId(context.commandId, 'membership');
    const facts = this.planFacts(plan.id);
    const types = { 30: 'BASIC', 60: 'PREMIUM', 90: 'PREMIUM', 365: 'UNLIMITED' };
    const command = {
      type: 'CreateMembership',
      membershipId,
      userId: client.id,
      plan: facts,
      startDate: iso(this.days[this.dayIndexOf(now)].from),
      price: facts.price,
      membershipType: this.rng.chance(0.3) ? types[facts.duration] : null,
      status: 'ACTIVE',
      method: this.method(),
      now: iso(now),
      calendar: this.math,
    };
    const recorded = this.membershipCommand(membershipId, command, context);
    if (!recorded?.length) return;
    this.stats.memberships += 1;
    client.membership = membershipId;
    this.addMember(client);
    // A sale entered by mistake is deleted minutes later, its payment voided, and the right one sold.
    if (this.rng.chance(0.003)) {
      this.at(now + this.rng.between(3, 20) * MINUTE, (t) => this.undoSale(client, membershipId, recorded[0], t));
      return;
    }
    this.termBegins(client, membershipId, now);
  }

  undoSale(client, membershipId, sold, now) {
    const admin = client.branch.staff.admin.id;
    const deleted = this.membershipCommand(membershipId, { type: 'DeleteMembership' }, this.context(admin, now));
    if (!deleted?.length) return;
    const paymentId = this.d.createdId(sold.id, 'payment');
    this.run(
      this.d.payment,
      paymentId,
      { type: 'VoidPayment', reason: 'Venta capturada por error' },
      this.context(admin, now + 2 * MINUTE),
    );
    client.membership = null;
    this.at(now + this.rng.between(3, 10) * MINUTE, (t) => this.sell(client, t));
  }

  addMember(client) {
    const { branch } = client;
    if (branch.memberSet.has(client.index)) return;
    branch.memberSet.add(client.index);
    branch.members.push(client.index);
  }

  /**
   * What becomes of a membership's term: renewed before its end, or after it expired, or left to
   * lapse; and maybe frozen, moved to another plan, or cancelled meanwhile. The expiry schedule
   * checks it at its end.
   */
  termBegins(client, membershipId, now) {
    const state = this.stateOf(this.d.membership, membershipId);
    const days = this.planFacts(state.terms.membershipPlanId).duration;
    const renewing = days >= 365 ? 0.5 : days >= 90 ? 0.62 : 0.8;
    const r = this.rng.next();
    this.fates.set(membershipId, r < renewing * 0.78 ? 'renew-before' : r < renewing ? 'renew-after' : 'lapse');
    this.scheduleEnd(client, membershipId);
    const end = at(state.terms.endDate);
    const span = end - now;
    if (span < 15 * DAY) return;
    const during = () => now + this.rng.between(0.1, 0.8) * span;
    const m = this.rng.next();
    if (m < 0.04 && days <= 60) this.at(during(), (t) => this.freeze(client, membershipId, t));
    else if (m < 0.07) this.at(during(), (t) => this.changePlan(client, membershipId, t));
    else if (m < 0.083) this.at(during(), (t) => this.cancelMembership(client, membershipId, t));
    else if (m < 0.088)
      this.at(during(), (t) => {
        const command = { type: 'UpdateMembership', changes: { type: 'PREMIUM' }, now: iso(t), calendar: this.math };
        this.membershipCommand(membershipId, command, this.context(client.branch.staff.admin.id, t));
      });
  }

  /** The end of the current term: the expiry schedule's check, and the renewal or the lapse its fate says. */
  scheduleEnd(client, membershipId) {
    const fate = this.fates.get(membershipId);
    const endDate = this.stateOf(this.d.membership, membershipId).terms.endDate;
    const end = at(endDate);
    const unmoved = () => this.stateOf(this.d.membership, membershipId).terms?.endDate === endDate;
    // The expiry schedule polls every second; a moved end makes this check decide nothing.
    this.at(end + this.rng.int(1000), (t) => this.expire(membershipId, endDate, t));
    if (fate === 'renew-before')
      this.at(end - this.rng.between(2, 72) * HOUR, (t) => unmoved() && this.renew(client, membershipId, t));
    else if (fate === 'renew-after')
      this.at(end + this.rng.between(1, 144) * HOUR, (t) => unmoved() && this.renew(client, membershipId, t));
    else
      this.at(end + HOUR, (t) => {
        if (!unmoved()) return;
        if (this.rng.chance(0.3))
          this.at(t + this.rng.between(20, 150) * DAY, (later) => this.comeBack(client, membershipId, later));
        else if (this.rng.chance(0.35))
          this.at(t + this.rng.between(120, 240) * DAY, (later) => this.retire(client, later));
      });
  }

  expire(membershipId, dueAt, now) {
    const streamId = this.d.membership.streamId(membershipId);
    const commandId = `schedule:membership-expiry:${streamId}@${dueAt}`;
    const context = { commandId, correlationId: commandId, userId: null, now };
    // The schedule's command runs without the terms guard (caused-command.ts).
    this.run(this.d.membership, membershipId, { type: 'ExpireMembership', dueAt }, context);
  }

  renew(client, membershipId, now) {
    const state = this.stateOf(this.d.membership, membershipId);
    if (!client.active || client.membership !== membershipId) return;
    if (state.status !== 'ACTIVE' && state.status !== 'EXPIRED') return;
    const days = this.planFacts(state.terms.membershipPlanId).duration;
    const months = days >= 365 ? 12 : days >= 90 ? 3 : days >= 60 ? 2 : this.rng.chance(0.1) ? 3 : 1;
    const context = this.context(this.rng.pick(client.branch.staff.desk).id, now);
    const command = { type: 'RenewMembership', months, method: this.method(), now: iso(now), calendar: this.math };
    const recorded = this.membershipCommand(membershipId, command, context);
    if (!recorded?.length) return;
    this.addMember(client);
    this.termBegins(client, membershipId, now);
  }

  comeBack(client, membershipId, now) {
    if (!client.active || this.liveMembership(client, now)) return;
    const state = this.stateOf(this.d.membership, membershipId);
    if (client.membership === membershipId && state.status === 'EXPIRED' && this.rng.chance(0.5)) {
      const context = this.context(this.rng.pick(client.branch.staff.desk).id, now);
      const command = { type: 'RenewMembership', months: 1, method: this.method(), now: iso(now), calendar: this.math };
      if (this.membershipCommand(membershipId, command, context)?.length) {
        this.addMember(client);
        this.termBegins(client, membershipId, now);
      }
      return;
    }
    this.sell(client, now);
  }

  freeze(client, membershipId, now) {
    const state = this.liveMembership(client, now);
    if (!state || client.membership !== membershipId || at(state.terms.endDate) - now < 3 * DAY) return;
    if (state.frozenUntil !== null && at(state.frozenUntil) > now) return;
    const today = this.days[this.dayIndexOf(now)].str;
    const until = this.cal.day(this.cal.addDays(today, 7 + this.rng.int(15))).to.toISOString();
    const context = this.context(this.rng.pick(client.branch.staff.desk).id, now);
    const command = { type: 'FreezeMembership', freezeUntil: until, now: iso(now), calendar: this.math };
    if (this.membershipCommand(membershipId, command, context)?.length) this.scheduleEnd(client, membershipId);
  }

  changePlan(client, membershipId, now) {
    const state = this.liveMembership(client, now);
    if (!state || client.membership !== membershipId) return;
    const plan = this.choosePlan(client.branch, state.terms.membershipPlanId);
    if (!plan) return;
    const context = this.context(this.rng.pick(client.branch.staff.desk).id, now);
    const command = {
      type: 'ChangeMembershipPlan',
      plan: this.planFacts(plan.id),
      method: this.method(),
      now: iso(now),
      calendar: this.math,
    };
    if (this.membershipCommand(membershipId, command, context)?.length) this.termBegins(client, membershipId, now);
  }

  cancelMembership(client, membershipId, now) {
    if (!this.liveMembership(client, now) || client.membership !== membershipId) return;
    const context = this.context(client.branch.staff.admin.id, now);
    if (!this.membershipCommand(membershipId, { type: 'CancelMembership', now: iso(now) }, context)?.length) return;
    if (this.rng.chance(0.3)) this.at(now + this.rng.between(30, 120) * DAY, (t) => this.sell(client, t));
  }

  // ---- classes, occurrences and bookings ----

  dayIndexOf(ms) {
    let d = Math.min(this.days.length - 1, Math.max(0, Math.floor((ms - this.startMs) / DAY)));
    while (d > 0 && this.days[d].from > ms) d -= 1;
    while (d + 1 < this.days.length && this.days[d + 1].from <= ms) d += 1;
    return d;
  }

  monthOf(startTime) {
    let month = this.monthOfStart.get(startTime);
    if (month === undefined) {
      month = this.days[this.dayIndexOf(at(startTime))].month;
      this.monthOfStart.set(startTime, month);
    }
    return month;
  }

  /** The studio's day: plan the bookings of the occurrences a week ahead, the desk's sales, tidy up. */
  dayBegins(d) {
    const first = d === 0 ? 0 : d + 7;
    for (let p = first; p <= d + 7; p++) this.planBookings(d, p);
    this.deskDay(d);
    this.forgetDay(d - 3);
  }

  occurrencesOf(dayIndex) {
    let list = this.occurrencesByDay.get(dayIndex);
    if (list) return list;
    list = [];
    const day = this.days[dayIndex];
    for (const cls of this.classes.values()) {
      const state = this.stateOf(this.d.klass, cls.id);
      if (state.status !== 'active') continue;
      for (const slot of state.schedules) {
        if (slot.dayOfWeek !== day.weekday) continue;
        const start = this.cal.at(day.str, slot.startTime).getTime();
        const occurrence = {
          cls,
          key: this.d.claims.occurrenceKey(cls.id, iso(start)),
          start,
          startTime: iso(start),
          endTime: this.cal.at(day.str, slot.endTime).toISOString(),
          dayIndex,
          month: day.month,
          hour: Number(slot.startTime.slice(0, 2)),
          slotStart: slot.startTime,
          reservations: [],
        };
        list.push(occurrence);
        this.stats.occurrences += 1;
      }
    }
    this.occurrencesByDay.set(dayIndex, list);
    return list;
  }

  /** How many bookings the occurrences of day `p` get, so the history follows its target (planned on day d). */
  planBookings(d, p) {
    if (p >= this.days.length) return;
    const occurrences = this.occurrencesOf(p).filter((occurrence) => !occurrence.cls.sample);
    if (occurrences.length === 0) return;
    // Bookings fill what the target leaves to them: the day's share of the target, less the other events
    // (their rate so far), over the events a booking has made so far; then corrected by the gap so far.
    const weight = this.weights[Math.min(p, this.dayCount - 1)];
    let bookings = this.bookingsPerWeight * weight;
    if (d >= 14) {
      const passed = this.cumulative[Math.min(d, this.dayCount)];
      const otherPerWeight = (this.written - this.bookingEvents) / passed;
      const perBooking = this.bookingEvents / Math.max(1, this.stats.bookings);
      const expected = (this.aim * passed) / this.totalWeight;
      const gap = Math.min(1.5, Math.max(0.5, expected / Math.max(1, this.written)));
      bookings = (Math.max(0, this.aim / this.totalWeight - otherPerWeight) * weight * gap ** 3) / perBooking;
    }
    // Busier on the days with more classes: each class gets a share by its seats and how popular its hour is.
    const shares = occurrences.map((occurrence) => {
      const capacity = this.capacityOf(occurrence);
      const hour = occurrence.hour;
      const popular = hour >= 18 ? 1.35 : hour < 9 ? 1 : hour >= 13 && hour < 17 ? 0.6 : 0.8;
      return capacity * popular * occurrence.cls.popularity;
    });
    const seats = shares.reduce((a, b) => a + b, 0);
    this.seatAverage = this.seatAverage === null ? seats : this.seatAverage * 0.97 + seats * 0.03;
    // Each class's share, with some noise; a class that fills up passes what is left to the others.
    const room = occurrences.map((occurrence) => this.capacityOf(occurrence));
    const counts = occurrences.map(() => 0);
    let left = (bookings * seats) / this.seatAverage;
    for (let round = 0; round < 4 && left >= 1; round++) {
      const open = shares.reduce((sum, share, i) => (counts[i] < room[i] ? sum + share : sum), 0);
      if (open === 0) break;
      let placed = 0;
      occurrences.forEach((_, i) => {
        if (counts[i] >= room[i]) return;
        const noise = round === 0 ? this.rng.between(0.75, 1.25) : 1;
        const add = Math.min(room[i] - counts[i], Math.floor((left * shares[i] * noise) / open + this.rng.next()));
        counts[i] += add;
        placed += add;
      });
      left -= placed;
    }
    const from = Math.max(this.days[d].from, this.now);
    occurrences.forEach((occurrence, i) => {
      for (let n = 0; n < counts[i]; n++) {
        // Most bookings are made in the last two days before the class, some up to a week ahead.
        const lead = 7 * DAY * this.rng.next() ** 2;
        const time = Math.min(occurrence.start - 20 * MINUTE, Math.max(from, occurrence.start - lead));
        if (time >= from) this.at(time, (t) => this.bookSomeone(occurrence, t));
      }
    });
  }

  /** Drops the state of occurrences long past: their reservations and claims change no more. */
  forgetDay(dayIndex) {
    const list = this.occurrencesByDay.get(dayIndex);
    if (!list) return;
    const { claims } = this.d;
    for (const occurrence of list) {
      this.forget(claims.seats.aggregate, occurrence.key);
      for (const reservation of occurrence.reservations) {
        const state = this.stateOf(this.d.reservation, reservation.id);
        if (state.details)
          this.forget(
            claims.bookings.aggregate,
            claims.bookingKey(state.details.userId, state.details.classId, state.details.startTime),
          );
        this.forget(this.d.reservation, reservation.id);
        reservation.client.booked.delete(dayIndex);
      }
    }
    this.occurrencesByDay.delete(dayIndex);
    for (const startTime of this.monthOfStart.keys())
      if (at(startTime) < this.days[dayIndex].to) this.monthOfStart.delete(startTime);
  }

  seatsTaken(occurrence) {
    return this.stateOf(this.d.claims.seats.aggregate, occurrence.key).holders.length;
  }

  capacityOf(occurrence) {
    return this.stateOf(this.d.klass, occurrence.cls.id).details.maxCapacity;
  }

  /** The plan's classes a month covering a member on that day, or false when no membership covers it. */
  cover(client, occurrence) {
    const membershipId = client.membership;
    if (!membershipId) return false;
    const state = this.stateOf(this.d.membership, membershipId);
    const day = this.days[occurrence.dayIndex];
    if (state.status !== 'ACTIVE' || at(state.terms.startDate) >= day.to || at(state.terms.endDate) <= day.from)
      return false;
    if (state.terms.branchId !== occurrence.cls.branch.id) return false;
    if (state.frozenUntil !== null && at(state.frozenUntil) > occurrence.start) return false;
    return { maxClasses: this.stateOf(this.d.plan, state.terms.membershipPlanId).details.maxClasses };
  }

  /** A member of the class's branch who may book the occurrence: covered that day, under the month's classes. */
  findMember(occurrence, now) {
    const branch = occurrence.cls.branch;
    for (let tries = 0; tries < 16 && branch.members.length > 0; tries++) {
      const slot = this.rng.int(branch.members.length);
      const client = this.clients[branch.members[slot]];
      const live = client.active && this.liveMembership(client, now);
      if (!live || live.terms.branchId !== branch.id) {
        // No longer a member here: off the list (a renewal or a new sale puts the client back).
        branch.members[slot] = branch.members[branch.members.length - 1];
        branch.members.pop();
        branch.memberSet.delete(client.index);
        continue;
      }
      if (client.booked.has(occurrence.dayIndex)) continue;
      const cover = this.cover(client, occurrence);
      if (!cover) continue;
      if (cover.maxClasses !== null) {
        const month = this.d.claims.monthKey(client.id, occurrence.month);
        if (this.stateOf(this.d.claims.monthlyClasses.aggregate, month).holders.length >= cover.maxClasses) continue;
      }
      return { client, cover };
    }
    return null;
  }

  bookSomeone(occurrence, now) {
    if (this.stateOf(this.d.klass, occurrence.cls.id).status !== 'active') return;
    if (this.seatsTaken(occurrence) >= this.capacityOf(occurrence)) {
      this.stats.bookingsFull += 1;
      return;
    }
    const found = this.findMember(occurrence, now);
    if (!found) {
      this.stats.bookingsUnfilled += 1;
      return;
    }
    const byClient = this.rng.chance(0.7);
    this.book(
      occurrence,
      found.client,
      byClient,
      found.cover.maxClasses === null ? null : 'monthly',
      now,
      found.cover.maxClasses,
    );
  }

  /** A new client's free sample class, booked by the front desk, then (mostly) a sale after it. */
  bookSampleClass(client, now) {
    const branch = client.branch;
    for (let d = this.dayIndexOf(now); d <= this.dayIndexOf(now) + 7 && d < this.days.length; d++) {
      if (!this.occurrencesByDay.has(d)) continue;
      for (const occurrence of this.occurrencesByDay.get(d)) {
        if (!occurrence.cls.sample || occurrence.cls.branch !== branch || occurrence.start < now + 2 * HOUR) continue;
        if (this.seatsTaken(occurrence) >= this.capacityOf(occurrence) || client.booked.has(d)) continue;
        if (!this.book(occurrence, client, false, 'sample', now, null)) continue;
        client.sampleUsed = true;
        const after = occurrence.start + this.rng.between(1, 50) * HOUR;
        const r = this.rng.next();
        if (r < 0.75) this.at(after, (t) => this.sell(client, t));
        else if (r < 0.85) this.at(after + this.rng.between(7, 30) * DAY, (t) => this.sell(client, t));
        return;
      }
    }
    this.at(now + this.rng.between(5, 30) * MINUTE, (t) => this.sell(client, t));
  }

  /** The holds a live reservation takes (reservation-holds.ts holdsOf), under the given limits. */
  holdsOf(state, limits) {
    if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') return [];
    const { claims } = this.d;
    const { userId, classId, startTime } = state.details;
    const hold = (kind, key, limit, full) => ({ kind, key, holderId: state.holder, limit, full });
    const holds = [
      hold(claims.bookings, claims.bookingKey(userId, classId, startTime), 1, 'RESERVATION.ALREADY_BOOKED'),
      hold(claims.seats, claims.occurrenceKey(classId, startTime), limits.capacity, 'RESERVATION.CLASS_FULL'),
    ];
    if (state.quota === 'monthly')
      holds.push(
        hold(
          claims.monthlyClasses,
          claims.monthKey(userId, this.monthOf(startTime)),
          limits.monthly,
          'RESERVATION.MONTHLY_LIMIT',
        ),
      );
    if (state.quota === 'sample')
      holds.push(hold(claims.sampleClasses, userId, limits.sample, 'RESERVATION.SAMPLE_USED'));
    return holds;
  }

  /**
   * A reservation command with its claim guard (claim-guard.ts): every new hold taken before the
   * change is recorded, the holds it leaves released after; a refused hold gives back the others.
   */
  reservationCommand(reservationId, command, context, limits = { capacity: 0, monthly: 0, sample: 0 }) {
    const decided = this.decide(this.d.reservation, reservationId, command, context);
    if (!decided) return null;
    if (decided.events.length === 0) return [];
    const held = this.holdsOf(decided.before, { capacity: 0, monthly: 0, sample: 0 });
    const wanted = this.holdsOf(decided.after, limits);
    const same = (a, b) => a.kind.name === b.kind.name && a.key === b.key;
    const released = held.filter((hold) => !wanted.some((next) => same(hold, next)));
    const taken = [];
    const nowIso = iso(context.now);
    for (const hold of wanted) {
      const from = held.find((previous) => same(previous, hold));
      if (from?.holderId === hold.holderId) continue;
      const claim = hold.kind.claim(hold.holderId, hold, nowIso, from ? [from.holderId] : []);
      if (this.run(hold.kind.aggregate, hold.key, claim, this.claimContext(context, 'take')) === null) {
        for (const { hold: back, from: previous } of taken.reverse()) {
          const giveBack = previous
            ? back.kind.claim(previous.holderId, HAND_BACK, nowIso, [back.holderId])
            : back.kind.release(back.holderId);
          this.run(
            back.kind.aggregate,
            back.key,
            giveBack,
            this.claimContext(context, previous ? 'hand-back' : 'give-back'),
          );
        }
        return null;
      }
      taken.push({ hold, from });
    }
    const recorded = this.commit(decided);
    for (const hold of released)
      this.run(hold.kind.aggregate, hold.key, hold.kind.release(hold.holderId), this.claimContext(context, 'release'));
    return recorded;
  }

  book(occurrence, client, byClient, quota, now, maxClasses) {
    const branch = occurrence.cls.branch;
    const actor = byClient ? client.id : this.rng.pick(branch.staff.desk).id;
    const context = this.context(actor, now);
    const reservationId = this.d.createdId(context.commandId, 'reservation');
    const klass = this.stateOf(this.d.klass, occurrence.cls.id);
    const weekday = this.days[occurrence.dayIndex].weekday;
    const inTimetable = klass.schedules.some(
      (slot) => slot.dayOfWeek === weekday && slot.startTime === occurrence.slotStart,
    );
    if (byClient && !inTimetable) return this.book(occurrence, client, false, quota, now, maxClasses);
    const details = {
      userId: client.id,
      classId: occurrence.cls.id,
      instructorId: klass.details.instructorId,
      startTime: occurrence.startTime,
      endTime: occurrence.endTime,
    };
    const window = {
      byClient,
      startTime: occurrence.startTime,
      now: iso(now),
      slotEnd: byClient ? occurrence.endTime : null,
      sampleClass: quota === 'sample',
      membershipCovers: quota !== 'sample',
    };
    const attempt = this.d.createdId(context.commandId, 'hold').slice(0, 8);
    const command = { type: 'CreateReservation', reservationId, details, quota, window, attempt };
    const limits = {
      capacity: klass.details.maxCapacity,
      monthly: byClient && maxClasses !== null ? maxClasses : UNLIMITED,
      sample: byClient ? 1 : UNLIMITED,
    };
    const recorded = this.reservationCommand(reservationId, command, context, limits);
    if (!recorded?.length) return false;
    this.stats.bookings += 1;
    const reservation = { id: reservationId, client, occurrence };
    occurrence.reservations.push(reservation);
    client.booked.set(occurrence.dayIndex, reservationId);
    this.lifecycle(reservation, now, byClient);
    return true;
  }

  /** What happens to a booking before and after its class: cancelled, moved, confirmed, attended. */
  lifecycle(reservation, now, byClient) {
    const { occurrence, client } = reservation;
    const start = occurrence.start;
    const branch = occurrence.cls.branch;
    const r = this.rng.next();
    if (r < 0.002) {
      this.at(now + this.rng.between(2, 20) * MINUTE, (t) =>
        this.endReservation(reservation, { type: 'DeleteReservation' }, branch.staff.admin.id, t),
      );
      return;
    }
    if (r < 0.1 && start - 40 * MINUTE > now + 10 * MINUTE) {
      const who = byClient ? client.id : this.rng.pick(branch.staff.desk).id;
      this.at(this.rng.between(now + 10 * MINUTE, start - 30 * MINUTE), (t) =>
        this.endReservation(reservation, { type: 'CancelReservation', reason: 'requested' }, who, t),
      );
      return;
    }
    if (r < 0.125 && start - 3 * HOUR > now + HOUR) {
      this.at(this.rng.between(now + HOUR, start - 2 * HOUR), (t) => this.move(reservation, t));
      return;
    }
    this.attend(reservation, now);
  }

  /** Confirmed by the desk before the class (mostly), attendance taken after it by the instructor or an admin. */
  attend(reservation, now) {
    const { occurrence } = reservation;
    const start = occurrence.start;
    const branch = occurrence.cls.branch;
    if (this.rng.chance(0.65)) {
      const time = Math.max(now + 5 * MINUTE, start - this.rng.between(1, 24) * HOUR);
      if (time < start)
        this.at(time, (t) => {
          if (this.stateOf(this.d.reservation, reservation.id).status === 'PENDING')
            this.reservationCommand(
              reservation.id,
              { type: 'ConfirmReservation' },
              this.context(this.rng.pick(branch.staff.desk).id, t),
            );
        });
    }
    if (this.rng.chance(0.95))
      this.at(start + this.rng.between(5, 150) * MINUTE, (t) => {
        const state = this.stateOf(this.d.reservation, reservation.id);
        if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') return;
        const instructor = this.stateOf(this.d.klass, occurrence.cls.id).details.instructorId;
        const who = this.rng.chance(0.8) ? instructor : branch.staff.admin.id;
        const command = { type: 'RecordAttendance', attended: this.rng.chance(0.88), at: iso(t) };
        this.reservationCommand(reservation.id, command, this.context(who, t));
      });
  }

  endReservation(reservation, command, actorId, now) {
    const state = this.stateOf(this.d.reservation, reservation.id);
    if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') return;
    if (this.reservationCommand(reservation.id, command, this.context(actorId, now))?.length)
      reservation.client.booked.delete(reservation.occurrence.dayIndex);
  }

  /** The desk moves a booking to the class's next occurrence within the week, when a seat is free there. */
  move(reservation, now) {
    const state = this.stateOf(this.d.reservation, reservation.id);
    if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') return this.attend(reservation, now);
    const { occurrence, client } = reservation;
    let target = null;
    for (let d = occurrence.dayIndex + 1; d <= this.dayIndexOf(now) + 7 && !target; d++) {
      for (const other of this.occurrencesByDay.get(d) ?? []) {
        if (other.cls !== occurrence.cls || client.booked.has(d) || other.start < now + 2 * HOUR) continue;
        if (this.seatsTaken(other) >= this.capacityOf(other) || !this.cover(client, other)) continue;
        target = other;
        break;
      }
    }
    if (!target) return this.attend(reservation, now);
    const branch = occurrence.cls.branch;
    const context = this.context(this.rng.pick(branch.staff.desk).id, now);
    const command = {
      type: 'UpdateReservation',
      startTime: target.startTime,
      endTime: target.endTime,
      now: iso(now),
      attempt: this.d.createdId(context.commandId, 'hold').slice(0, 8),
    };
    const limits = { capacity: this.capacityOf(target), monthly: UNLIMITED, sample: UNLIMITED };
    if (!this.reservationCommand(reservation.id, command, context, limits)?.length)
      return this.attend(reservation, now);
    client.booked.delete(occurrence.dayIndex);
    occurrence.reservations.splice(occurrence.reservations.indexOf(reservation), 1);
    reservation.occurrence = target;
    target.reservations.push(reservation);
    client.booked.set(target.dayIndex, reservation.id);
    this.attend(reservation, now);
  }

  /**
   * The bookings-of-deactivated reaction: the live bookings of a class or person made before the
   * cause and starting after it are cancelled, with ids derived from the causing event. It runs
   * without the claim guard: their seats come back through the claims' stale check.
   */
  cancelBookingsOf(where, reason, event, now) {
    const occurredAt = event.metadata.occurredAt;
    for (const list of this.occurrencesByDay.values()) {
      for (const occurrence of list) {
        if (occurrence.start <= at(occurredAt)) continue;
        if (where.classId && occurrence.cls.id !== where.classId) continue;
        for (const reservation of occurrence.reservations) {
          if (where.userId && reservation.client.id !== where.userId) continue;
          const state = this.stateOf(this.d.reservation, reservation.id);
          if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') continue;
          const streamId = this.d.reservation.streamId(reservation.id);
          const context = {
            commandId: `reaction:bookings-of-deactivated:${event.id}>${streamId}`,
            correlationId: event.metadata.correlationId,
            userId: event.metadata.userId,
            now: now + 20 + this.rng.int(200),
          };
          const command = { type: 'CancelReservation', reason, startingAfter: occurredAt };
          if (this.run(this.d.reservation, reservation.id, command, context)?.length)
            reservation.client.booked.delete(occurrence.dayIndex);
        }
      }
    }
  }

  // ---- the front desk's other work and the public site ----

  deskDay(d) {
    const day = this.days[d];
    for (const branch of this.branches) {
      // Things sold at the desk (gloves, wraps, a single class), by hand: a few refused cards, pending transfers.
      const sales = Math.floor(branch.members.length * 0.006 + this.rng.next() * 2);
      for (let n = 0; n < sales; n++) {
        this.at(day.from + this.rng.between(7, 21) * HOUR, (t) => {
          if (branch.members.length === 0) return;
          const client = this.clients[this.rng.pick(branch.members)];
          if (!client.active) return;
          const [description, amount] = this.rng.pick(DESK_SALES);
          const method = this.method();
          const status =
            method === 'TRANSFER' && this.rng.chance(0.15)
              ? 'PENDING'
              : method === 'CARD' && this.rng.chance(0.03)
                ? 'FAILED'
                : 'COMPLETED';
          const context = this.context(this.rng.pick(branch.staff.desk).id, t);
          const paymentId = this.d.createdId(context.commandId, 'payment');
          const details = {
            userId: client.id,
            membershipId: null,
            membershipPlanId: null,
            branchId: branch.id,
            amount,
            currency: 'MXN',
            method,
            status,
            source: 'MANUAL',
            description,
            paidAt: iso(t),
          };
          this.recordPayment(paymentId, details, iso(t), context, true);
        });
      }
    }
    // Newsletter sign-ups from the public site.
    const signUps = Math.floor((this.target / 1_000_000) * 0.8 + this.rng.next() * 1.2);
    for (let n = 0; n < signUps; n++) {
      this.at(day.from + this.rng.between(0, 24) * HOUR, (t) => {
        const { first, last } = this.personName();
        const local = `${ascii(first)}.${ascii(last.split(' ')[0])}.${this.rng.int(100_000)}`;
        const email = `${local}@${this.rng.pick(MAIL_DOMAINS)}`;
        const subscriptionId = this.d.subscriptionId(email);
        const command = {
          type: 'SubscribeToNewsletter',
          subscriptionId,
          subscriber: { firstName: first, lastName: last, email },
        };
        this.run(this.d.subscription, subscriptionId, command, this.context(null, t));
      });
    }
  }
}
