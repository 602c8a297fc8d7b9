import type {
  AuditActivityItem,
  AuditedAggregate,
  AuditEventDto,
  AuditFinding,
  AuditReplayStep,
} from '@boxstudio/contracts';
import { aUser } from '../../../testing/render';

/** The audit console's server for jsdom specs: a membership's stream, the studio's activity, search and exports. */

export const ADMIN = aUser('ADMIN', { id: 'user-admin', name: 'Ana Admin' });
export const SOFIA = aUser('CLIENT', { id: 'u-sofia', name: 'Sofía Hernández', email: 'sofia@example.com' });
const DIEGO = aUser('INSTRUCTOR', { id: 'u-diego', name: 'Diego Torres' });

function anEvent(
  revision: number,
  type: string,
  occurredAt: string,
  metadata: Partial<AuditEventDto['metadata']> = {},
): AuditEventDto {
  return {
    id: `e-${type}-${revision}`,
    type,
    revision,
    position: 10 + revision,
    recordedAt: occurredAt,
    data: { membershipId: 'm-1' },
    metadata: {
      userId: ADMIN.id,
      correlationId: `corr-${revision}`,
      causationId: `cmd-${revision}`,
      commandType: 'SellMembership',
      occurredAt,
      ...metadata,
    },
  };
}

// 12:00 in Mexico City (UTC−6) on 1 March, 20 March and 25 March 2026.
const SOLD_AT = '2026-03-01T18:00:00.000Z';
const RENEWED_AT = '2026-03-20T18:00:00.000Z';
const CANCELLED_AT = '2026-03-25T18:00:00.000Z';

const SOLD_STATE = {
  id: 'm-1',
  userId: SOFIA.id,
  startDate: SOLD_AT,
  endDate: '2026-03-31T18:00:00.000Z',
  price: 800,
  status: 'ACTIVE',
  frozenUntil: '2026-03-28T06:00:00.000Z',
  cancelledAt: null,
  user: { id: SOFIA.id, name: SOFIA.name, email: SOFIA.email },
  membershipPlan: { id: 'p-1', name: 'Mensual', price: 800, duration: 30 },
};
const RENEWED_STATE = { ...SOLD_STATE, endDate: '2026-04-30T18:00:00.000Z' };
const { frozenUntil: _unfrozen, ...withoutFreeze } = RENEWED_STATE;
const CANCELLED_STATE = { ...withoutFreeze, status: 'CANCELLED', cancelledAt: CANCELLED_AT };

export const STEPS: AuditReplayStep[] = [
  {
    event: anEvent(0, 'MembershipSold', SOLD_AT, { correlationId: 'corr-sale' }),
    state: SOLD_STATE,
    changes: [
      { path: 'status', after: 'ACTIVE' },
      { path: 'endDate', after: SOLD_STATE.endDate },
    ],
  },
  {
    event: anEvent(1, 'MembershipRenewed', RENEWED_AT, { correlationId: 'corr-renew', commandType: 'RenewMembership' }),
    state: RENEWED_STATE,
    changes: [{ path: 'endDate', before: SOLD_STATE.endDate, after: RENEWED_STATE.endDate }],
  },
  {
    event: anEvent(2, 'MembershipCancelled', CANCELLED_AT, {
      correlationId: 'corr-cancel',
      userId: null,
      commandType: 'CancelMembership',
    }),
    state: CANCELLED_STATE,
    changes: [
      { path: 'status', before: 'ACTIVE', after: 'CANCELLED' },
      { path: 'cancelledAt', before: null, after: CANCELLED_AT },
      { path: 'frozenUntil', before: SOLD_STATE.frozenUntil },
    ],
  },
];

function anItem(
  aggregate: AuditedAggregate,
  recordId: string,
  event: AuditEventDto,
  overrides: Partial<AuditActivityItem> = {},
): AuditActivityItem {
  return { ...event, aggregate, recordId, streamId: `${aggregate}-${recordId}`, label: null, ...overrides };
}

const SALE_PAYMENT = anItem(
  'payment',
  'pay-1',
  anEvent(0, 'PaymentRecorded', SOLD_AT, { correlationId: 'corr-sale' }),
  {
    id: 'e-pay-1',
    position: 11,
  },
);
const RENEWAL_PAYMENT = anItem(
  'payment',
  'pay-2',
  anEvent(0, 'PaymentRecorded', RENEWED_AT, { correlationId: 'corr-renew', userId: null }),
  { id: 'e-pay-2', position: 13 },
);

/** What each correlation caused: the membership's own event, and the payment a sale or renewal records. */
const CORRELATED: Record<string, AuditActivityItem[]> = {
  'corr-sale': [SALE_PAYMENT, anItem('membership', 'm-1', STEPS[0]!.event)],
  'corr-renew': [RENEWAL_PAYMENT, anItem('membership', 'm-1', STEPS[1]!.event)],
  'corr-cancel': [anItem('membership', 'm-1', STEPS[2]!.event)],
};

/** The studio's activity, newest first: a first page that goes on (`next` 40), and an older, last one. */
export const NEWEST: AuditActivityItem[] = [
  RENEWAL_PAYMENT,
  anItem('membership', 'm-1', STEPS[1]!.event, { label: 'Mensual · Sofía Hernández' }),
  anItem('reservation', 'r-1', anEvent(0, 'ReservationCreated', '2026-03-19T15:00:00.000Z', { userId: SOFIA.id }), {
    id: 'e-r-1',
    position: 40,
  }),
];
export const OLDER: AuditActivityItem[] = [
  anItem('branch', 'b-1', anEvent(3, 'GizmoPolished', '2026-02-10T15:00:00.000Z'), { id: 'e-b-1', position: 5 }),
];

export const FINDINGS: AuditFinding[] = [
  { aggregate: 'user', id: SOFIA.id, label: SOFIA.name, detail: SOFIA.email },
  { aggregate: 'membership', id: 'm-1', label: 'Mensual · Sofía Hernández', detail: '1 mar 2026' },
];

export const EVENTS_FILE = '{"events":[]}';
export const STATES_FILE = 'revision,status\n0,ACTIVE\n';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });
const file = (text: string, type: string, name: string) =>
  new Response(text, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

/** The revision the audit's "as of" answers: the last of the stream's first events that had happened by then. */
function revisionAsOf(asOf: string): number {
  let revision = -1;
  for (const step of STEPS) {
    if (Date.parse(step.event.metadata.occurredAt) > Date.parse(asOf)) break;
    revision = step.event.revision;
  }
  return revision;
}

/** Serves the console's routes at `fetch`; anything else is a 404. */
export function serve() {
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/api/audit/activity') {
      const correlation = query.get('correlationId');
      if (correlation) return ok({ items: CORRELATED[correlation] ?? [], next: null });
      return ok(query.get('before') === '40' ? { items: OLDER, next: null } : { items: NEWEST, next: 40 });
    }
    if (path === '/api/audit/search') {
      const kind = query.get('aggregate');
      const found = (query.get('q') ?? '').toLowerCase().startsWith('sof') ? FINDINGS : [];
      return ok({ items: found.filter((finding) => !kind || finding.aggregate === kind) });
    }
    if (path === '/api/audit/membership/m-1/replay') {
      if (query.get('format') === 'csv') return file(STATES_FILE, 'text/csv', 'membership-m-1-states.csv');
      return ok({ aggregate: 'membership', id: 'm-1', label: 'Mensual · Sofía Hernández', steps: STEPS });
    }
    if (path === '/api/audit/membership/m-1/events' && query.get('format') === 'json')
      return file(EVENTS_FILE, 'application/json', 'membership-m-1-events.json');
    if (path === '/api/audit/membership/m-1') {
      const asOf = query.get('asOf') ?? '';
      const revision = revisionAsOf(asOf);
      return ok({ aggregate: 'membership', id: 'm-1', asOf, revision, state: STEPS[revision]?.state ?? null });
    }
    if (path === '/api/users')
      return ok({ users: [ADMIN, DIEGO], total: 2, totalPages: 1, currentPage: 1, limit: 100 });
    const person = [ADMIN, SOFIA, DIEGO].find((candidate) => path === `/api/users/${candidate.id}`);
    if (person) return ok(person);
    return json(404, { success: false, message: 'No hay historial para ese registro' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
