// Deterministic people and branches for bench/list-pages.mjs, as events: the same data folds into
// an in-process read store and seeds the SQLite event log a real server catches up from.
// Lives in bench/lib/ so that run-all.mjs (which runs bench/*.mjs) does not run it.
import { randomUUID } from 'node:crypto';

const FIRST = [
  'Sofía',
  'Diego',
  'Valentina',
  'Santiago',
  'Regina',
  'Emiliano',
  'Ximena',
  'Mateo',
  'Camila',
  'Leonardo',
  'Renata',
  'Iker',
];
const LAST = [
  'Hernández',
  'Martínez',
  'García',
  'López',
  'Ramírez',
  'Flores',
  'Torres',
  'Rivera',
  'Gómez',
  'Morales',
  'Cruz',
  'Reyes',
  'Ortiz',
];
const CITIES = [
  ['Ciudad de México', 'CDMX'],
  ['Querétaro', 'Querétaro'],
  ['Guadalajara', 'Jalisco'],
  ['Monterrey', 'Nuevo León'],
  ['Mérida', 'Yucatán'],
  ['Puebla', 'Puebla'],
  ['León', 'Guanajuato'],
  ['Tijuana', 'Baja California'],
];
const BASE_TIME = Date.parse('2024-01-01T08:00:00.000Z');
const ADMIN_ID = randomUUID();

/** Roles by index: 85% clients, 10% instructors, 5% managers. */
export function roleOf(index) {
  const slot = index % 20;
  return slot < 17 ? 'CLIENT' : slot < 19 ? 'INSTRUCTOR' : 'MANAGER';
}

/** ~14% of people are deactivated and 2% deleted (deleted ones are inactive too). */
export const isDeactivated = (index) => index % 7 === 3;
export const isDeleted = (index) => index % 50 === 11;
/** A third of the branches are deactivated. */
export const isBranchDeactivated = (index) => index % 3 === 1;

function metadata(commandType, at) {
  return {
    userId: ADMIN_ID,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    commandType,
    occurredAt: new Date(at).toISOString(),
  };
}

/** The events of person `index`: registered a minute after the previous one, then maybe deactivated or deleted. */
export function personEvents(index, userId = randomUUID()) {
  const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${LAST[(index * 11) % LAST.length]}`;
  const at = BASE_TIME + index * 60_000;
  const phone = `+52 55 ${String(1000 + (index % 9000))} ${String(index % 10_000).padStart(4, '0')}`;
  const profile = {
    name,
    email: `persona${index}@example.com`,
    phone,
    branchId: null,
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  };
  const events = [
    {
      id: randomUUID(),
      type: 'UserRegistered',
      data: { userId, role: roleOf(index), ...profile },
      metadata: metadata('CreateUser', at),
    },
  ];
  if (isDeactivated(index))
    events.push({
      id: randomUUID(),
      type: 'UserDeactivated',
      data: { userId },
      metadata: metadata('UpdateUser', at + 1000),
    });
  if (isDeleted(index))
    events.push({
      id: randomUUID(),
      type: 'UserDeleted',
      data: { userId, email: profile.email },
      metadata: metadata('DeleteUser', at + 2000),
    });
  return events;
}

/** The events of branch `index`: created (names in no particular order), maybe deactivated. */
export function branchEvents(index, branchId = randomUUID()) {
  const [city, state] = CITIES[(index * 5) % CITIES.length];
  const at = BASE_TIME + index * 30_000;
  const data = {
    branchId,
    name: `BoxStudio ${city} ${(index * 7919) % 1_000_003}`,
    address: `Av. Reforma ${100 + (index % 900)}, Col. Centro`,
    city,
    state,
    country: 'México',
    postalCode: null,
    phone: null,
    email: `sucursal${index}@boxstudio.mx`,
  };
  const events = [{ id: randomUUID(), type: 'BranchCreated', data, metadata: metadata('CreateBranch', at) }];
  if (isBranchDeactivated(index))
    events.push({
      id: randomUUID(),
      type: 'BranchDeactivated',
      data: { branchId },
      metadata: metadata('DeactivateBranch', at + 1000),
    });
  return events;
}

/** A rename of branch `index` (moves it in the name index), for the write-cost figure. */
export function branchRenamed(index, branchId, round) {
  const name = `BoxStudio ${CITIES[(index + round) % CITIES.length][0]} ${(index * 104_729 + round) % 1_000_003}`;
  return {
    id: randomUUID(),
    type: 'BranchUpdated',
    data: { branchId, changes: { name } },
    metadata: metadata('UpdateBranch', BASE_TIME + 1e10 + index),
  };
}

/** An event as the log hands it to projections (what ProjectionRunner passes to apply). */
export function recorded(event, streamId, revision, position) {
  return { ...event, streamId, revision, position, checkpoint: String(position), recordedAt: new Date() };
}

/**
 * Appends every stream's events to the log, `group` appends queued at once so each group is
 * one commit. `streams` yields [streamId, events]. Answers the log's head position.
 */
export async function appendAll(log, streams, group = 10_000) {
  let pending = [];
  for (const [streamId, events] of streams) {
    pending.push(log.append(streamId, events, 'no-stream'));
    if (pending.length >= group) {
      await Promise.all(pending);
      pending = [];
    }
  }
  await Promise.all(pending);
  return log.headPosition();
}
