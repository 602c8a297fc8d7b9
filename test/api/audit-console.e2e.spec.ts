import {
  AUDITED_AGGREGATES,
  type AuditActivityItem,
  type AuditActivityPage,
  type AuditEventDto,
  type AuditReplayResponse,
  type AuditSearchResponse,
  type AuditStateResponse,
  type MembershipDto,
  type UserDto,
} from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../api/src/platform/event-log/event-log.port.js';
import { READ_STORE, type ReadStore } from '../../api/src/platform/read-store/read-store.port.js';
import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { createKey, withKey } from './api-key-helpers.js';
import { anItem } from './inventory-helpers.js';

/**
 * The audit console's reads, driven by real commands: the studio's activity against the log itself, what
 * one request caused across records, a membership replayed (JSON and CSV), its events downloaded, records
 * found by id, name and email, the 400s, and who may read them.
 */

/** The audited record a stream is the history of, as the contracts name the aggregates. */
function auditedStream(streamId: string): { aggregate: string; recordId: string } | null {
  const aggregate = [...AUDITED_AGGREGATES]
    .sort((a, b) => b.length - a.length)
    .find((name) => streamId.startsWith(`${name}-`));
  return aggregate ? { aggregate, recordId: streamId.slice(aggregate.length + 1) } : null;
}

/** An event of the log as the activity should show it. */
/** What the log cannot say of an item: what its record is called now (the correlation test checks names). */
const A_LABEL_OR_NONE = {
  asymmetricMatch: (value: unknown) => value === null || (typeof value === 'string' && value.length > 0),
  toAsymmetricMatcher: () => 'a label or null',
} as unknown as string;

function asActivityItem(event: RecordedEvent): AuditActivityItem | null {
  const record = auditedStream(event.streamId);
  if (!record) return null;
  const { userId, correlationId, causationId, commandType, occurredAt } = event.metadata;
  return {
    id: event.id,
    type: event.type,
    revision: event.revision,
    position: event.position,
    recordedAt: event.recordedAt.toISOString(),
    data: event.data,
    metadata: { userId, correlationId, causationId, commandType, occurredAt },
    aggregate: record.aggregate as AuditActivityItem['aggregate'],
    recordId: record.recordId,
    streamId: event.streamId,
    label: A_LABEL_OR_NONE,
  };
}

/** RFC 4180 rows: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));

describe('the audit console', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let client: UserDto;
  let membership: MembershipDto;
  let itemId: string;
  let paymentId: string;
  let branchId: string;
  const SALE = 'desk-sale-0042';

  const get = (path: string, token: string | null = admin) => {
    const request = t.http().get(path);
    return token === null ? request : request.set(bearer(token));
  };
  const activity = async (query: string): Promise<AuditActivityPage> =>
    (await get(`/api/audit/activity${query}`).expect(200)).body.data as AuditActivityPage;
  const loggedActivity = async (): Promise<AuditActivityItem[]> =>
    (await t.app.get<EventLog>(EVENT_LOG).readAll(null, 100_000))
      .map(asActivityItem)
      .filter((item): item is AuditActivityItem => item !== null)
      .reverse();
  /** Every page of a query, chained by `before`. */
  const allPages = async (query: string, limit: number): Promise<AuditActivityItem[]> => {
    const items: AuditActivityItem[] = [];
    let before: number | null = null;
    for (let pages = 0; pages < 1000; pages += 1) {
      const cursor: string = before === null ? '' : `&before=${before}`;
      const page = await activity(`?limit=${limit}${query}${cursor}`);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      items.push(...page.items);
      if (page.next === null) return items;
      expect(page.next).toBe(page.items.at(-1)?.position);
      before = page.next;
    }
    throw new Error('The activity never ended');
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    adminId = (await get('/api/auth/profile').expect(200)).body.data.id as string;
    branchId = await aBranch(t, admin, 'BoxStudio Condesa');
    client = await createPerson(t.app, 'CLIENT', 'Sofía Hernández');
    // A history longer than a default page (25).
    for (let index = 0; index < 15; index += 1) await createPerson(t.app, 'INSTRUCTOR', `Instructor ${index}`);
    const plan = (
      await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(admin))
        .send({ name: 'Mensual', price: 800, duration: 30, branchId })
        .expect(201)
    ).body.data as { id: string };
    const sold = await t
      .http()
      .post('/api/memberships')
      .set(bearer(admin))
      .send({ userId: client.id, membershipPlanId: plan.id, startDate: new Date().toISOString(), price: 800 })
      .expect(201);
    membership = sold.body.data as MembershipDto;
    await t.http().put(`/api/memberships/${membership.id}/renew`).set(bearer(admin)).send({ months: 3 }).expect(200);
    itemId = (await anItem(t, admin, branchId, { name: 'Vendas 4.5 m', quantity: 10 })).id;
    await t
      .http()
      .post(`/api/inventory/${itemId}/sales`)
      .set(bearer(admin))
      .set('X-Correlation-Id', SALE)
      .send({ quantity: 2, userId: client.id, method: 'CARD' })
      .expect(201);
    // The sale's payment is recorded by a reaction, a moment after the sale answers.
    for (let attempt = 0; attempt < 250 && !paymentId; attempt += 1) {
      const caused = await activity(`?correlationId=${SALE}&aggregate=payment`);
      paymentId = caused.items[0]?.recordId ?? '';
      if (!paymentId) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // And the renewal's payment too: the log and the activity are compared once both are in.
    for (let attempt = 0; attempt < 250; attempt += 1) {
      if ((await activity('?aggregate=payment')).items.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(() => t.close());

  describe('recent activity', () => {
    it('answers every audited event of the log, newest first, each once over pages chained by before', async () => {
      const logged = await loggedActivity();
      expect(logged.length).toBeGreaterThan(25);
      const paged = await allPages('', 7);
      expect(paged).toEqual(logged);
      expect(new Set(paged.map((item) => item.id)).size).toBe(paged.length);
      expect((await activity('')).items).toEqual(logged.slice(0, 25));
    });

    it('keeps no claim nor any other stream that is not an audited record', async () => {
      const log = await t.app.get<EventLog>(EVENT_LOG).readAll(null, 100_000);
      const others = log.filter((event) => auditedStream(event.streamId) === null);
      expect(others.map((event) => event.streamId.split('-')[0])).toEqual(expect.arrayContaining(['email']));
      const shown = new Set((await allPages('', 100)).map((item) => item.id));
      expect(others.filter((event) => shown.has(event.id))).toEqual([]);
    });

    it('keeps in its read model where each event is and who caused it, never what it recorded', async () => {
      const docs = await t.app.get<ReadStore>(READ_STORE).collection('audit_activity').find({});
      expect(docs.length).toBe((await loggedActivity()).length);
      for (const doc of docs) expect(doc).not.toHaveProperty('data');
      expect(docs.find((doc) => doc.streamId === `membership-${membership.id}`)).toMatchObject({
        aggregate: 'membership',
        recordId: membership.id,
        revision: 0,
        type: 'MembershipSold',
        userId: adminId,
      });
    });

    it('filters by kind of record and by who acted', async () => {
      const logged = await loggedActivity();
      expect(await allPages('&aggregate=membership', 2)).toEqual(
        logged.filter((item) => item.aggregate === 'membership'),
      );
      const byAdmin = await allPages(`&userId=${adminId}`, 10);
      expect(byAdmin).toEqual(logged.filter((item) => item.metadata.userId === adminId));
      expect(byAdmin.map((item) => item.aggregate)).toEqual(expect.arrayContaining(['branch', 'plan', 'inventory']));
      expect((await activity(`?userId=${client.id}`)).items).toEqual(
        logged.filter((item) => item.metadata.userId === client.id),
      );
    });

    it('filters by when the log recorded it: from included, to excluded', async () => {
      const logged = await loggedActivity();
      const middle = logged[Math.floor(logged.length / 2)] as AuditActivityItem;
      const at = encodeURIComponent(middle.recordedAt);
      expect(await allPages(`&from=${at}`, 50)).toEqual(logged.filter((item) => item.recordedAt >= middle.recordedAt));
      expect(await allPages(`&to=${at}`, 50)).toEqual(logged.filter((item) => item.recordedAt < middle.recordedAt));
      const offset = encodeURIComponent(middle.recordedAt.replace('Z', '+00:00'));
      expect(await allPages(`&from=${offset}&to=${offset}`, 50)).toEqual([]);
    });

    it('answers the same after its read model is rebuilt from the log', async () => {
      const before = await allPages('', 100);
      await t.http().post('/api/admin/projections/audit-activity/rebuild?wait=true').set(bearer(admin)).expect(200);
      expect(await allPages('', 100)).toEqual(before);
      expect(before).toEqual(await loggedActivity());
    });

    it('finds what one request caused across records: a desk sale’s stock movement and its payment', async () => {
      const caused = (await activity(`?correlationId=${SALE}`)).items;
      expect(caused.map((item) => [item.aggregate, item.type])).toEqual([
        ['payment', 'PaymentRecorded'],
        ['inventory', 'StockSold'],
      ]);
      expect(caused.map((item) => item.streamId)).toEqual([`payment-${paymentId}`, `inventory-${itemId}`]);
      expect(new Set(caused.map((item) => item.metadata.correlationId))).toEqual(new Set([SALE]));
      expect(caused[0]?.data).toMatchObject({ userId: client.id, amount: 1798 });
      // Each record named as it is called now: the item by its name, the payment by what it paid for.
      expect(caused[1]?.label).toContain('Vendas 4.5 m');
      expect(caused[0]?.label).toContain('Sofía Hernández');
    });
  });

  describe('a record replayed', () => {
    const replay = async (): Promise<AuditReplayResponse> =>
      (await get(`/api/audit/membership/${membership.id}/replay`).expect(200)).body.data as AuditReplayResponse;

    it('answers each event with the state after it: what ?asOf= answers at that event', async () => {
      const replayed = await replay();
      expect(replayed).toMatchObject({
        aggregate: 'membership',
        id: membership.id,
        label: 'Mensual · Sofía Hernández',
      });
      const events = (await get(`/api/audit/membership/${membership.id}/events`).expect(200)).body.data
        .events as AuditEventDto[];
      expect(replayed.steps.map((step) => step.event)).toEqual(events);
      expect(events.map((event) => event.type)).toEqual(['MembershipSold', 'MembershipRenewed']);
      for (const [index, step] of replayed.steps.entries()) {
        const asOf = encodeURIComponent(step.event.metadata.occurredAt);
        const then = (await get(`/api/audit/membership/${membership.id}?asOf=${asOf}`).expect(200)).body
          .data as AuditStateResponse;
        // Events that happened at the same instant are in effect together: compare with the last of them.
        expect(then.revision).toBeGreaterThanOrEqual(index);
        expect(replayed.steps[then.revision]?.state).toEqual(then.state);
      }
      const now = (await get(`/api/memberships/${membership.id}`).expect(200)).body.data as MembershipDto;
      expect(replayed.steps.at(-1)?.state).toEqual(now);
    });

    it('names what each event changed: the sale every field, the renewal the end date', async () => {
      const [sale, renewal] = (await replay()).steps;
      expect(sale?.changes).toEqual(
        expect.arrayContaining([
          { path: 'status', after: 'ACTIVE' },
          { path: 'membershipPlan.name', after: 'Mensual' },
          { path: 'user.name', after: 'Sofía Hernández' },
        ]),
      );
      expect(sale?.changes.every((change) => !('before' in change))).toBe(true);
      const endDate = renewal?.changes.find((change) => change.path === 'endDate');
      expect(endDate).toEqual({ path: 'endDate', before: sale?.state?.endDate, after: renewal?.state?.endDate });
      expect(Date.parse(String(endDate?.after))).toBeGreaterThan(Date.parse(String(endDate?.before)));
      expect(renewal?.changes.map((change) => change.path)).not.toContain('userId');
    });

    it('downloads the replayed states as CSV: a row per event, a column per field', async () => {
      const csv = await get(`/api/audit/membership/${membership.id}/replay?format=csv`).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="membership-${membership.id}-states.csv"`);
      const [header = [], ...rows] = parseCsv(csv.text);
      expect(header.slice(0, 4)).toEqual(['revision', 'type', 'recordedAt', 'userId']);
      expect(header).toEqual(expect.arrayContaining(['state.endDate', 'state.user.name', 'state.membershipPlan.name']));
      const steps = (await replay()).steps;
      expect(rows.map((row) => row.slice(0, 4))).toEqual(
        steps.map((step) => [String(step.event.revision), step.event.type, step.event.recordedAt, adminId]),
      );
      const column = (name: string) => header.indexOf(name);
      expect(rows.map((row) => row[column('state.endDate')])).toEqual(steps.map((step) => step.state?.endDate));
      expect(rows[0]?.[column('state.user.name')]).toBe('Sofía Hernández');
      const accepted = await get(`/api/audit/membership/${membership.id}/replay`).set('Accept', 'text/csv').expect(200);
      expect(accepted.text).toBe(csv.text);
    });

    it('guards a text cell a spreadsheet would run as a formula', async () => {
      const sly = await createPerson(t.app, 'CLIENT', '=HYPERLINK("http://x.example")');
      const csv = await get(`/api/audit/user/${sly.id}/replay?format=csv`).expect(200);
      const [header = [], created = []] = parseCsv(csv.text);
      expect(created[header.indexOf('state.name')]).toBe('\'=HYPERLINK("http://x.example")');
    });

    it('downloads a record’s events with their metadata as a JSON file; without format, as before', async () => {
      const answer = await get(`/api/audit/membership/${membership.id}/events`).expect(200);
      const file = await get(`/api/audit/membership/${membership.id}/events?format=json`).expect(200);
      expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="membership-${membership.id}-events.json"`,
      );
      expect(JSON.parse(file.text)).toEqual(answer.body.data.events);
      expect(answer.body).toMatchObject({ success: true, data: { aggregate: 'membership', id: membership.id } });
    });

    it('answers 404 for an unknown record or kind, as the other audit routes do', async () => {
      expectRefusal(await get('/api/audit/membership/no-such-membership/replay'), [404]);
      expectRefusal(await get(`/api/audit/spaceship/${membership.id}/replay`), [404]);
    });
  });

  describe('finding a record', () => {
    const search = async (query: string): Promise<AuditSearchResponse['items']> =>
      (await get(`/api/audit/search?${query}`).expect(200)).body.data.items as AuditSearchResponse['items'];

    it('finds a record by its id, whatever its kind, named as the console shows it', async () => {
      expect(await search(`q=${membership.id}`)).toEqual([
        { aggregate: 'membership', id: membership.id, label: 'Mensual · Sofía Hernández', detail: expect.any(String) },
      ]);
      expect(await search(`q=${itemId}`)).toEqual([
        {
          aggregate: 'inventory',
          id: itemId,
          label: 'Vendas 4.5 m',
          detail: expect.stringContaining('BoxStudio Condesa'),
        },
      ]);
      expect(await search(`q=${itemId}&aggregate=payment`)).toEqual([]);
    });

    it('finds a person, their membership and their payments by name, case and accents ignored', async () => {
      const found = await search(`q=${encodeURIComponent('SOFIA hernandez')}`);
      expect(found).toEqual(
        expect.arrayContaining([
          { aggregate: 'user', id: client.id, label: 'Sofía Hernández', detail: client.email },
          expect.objectContaining({ aggregate: 'membership', id: membership.id, label: 'Mensual · Sofía Hernández' }),
          expect.objectContaining({
            aggregate: 'payment',
            id: paymentId,
            label: expect.stringContaining('Sofía Hernández'),
          }),
        ]),
      );
      expect(found.length).toBeLessThanOrEqual(20);
      expect((await search('q=sofia&aggregate=user')).map((finding) => finding.aggregate)).toEqual(['user']);
    });

    it('finds a person and what is theirs by email', async () => {
      const found = await search(`q=${encodeURIComponent(client.email.toUpperCase())}`);
      expect(found.map((finding) => `${finding.aggregate} ${finding.id}`)).toEqual(
        expect.arrayContaining([`user ${client.id}`, `membership ${membership.id}`, `payment ${paymentId}`]),
      );
    });

    it('answers at most 20', async () => {
      for (let index = 0; index < 21; index += 1) await createPerson(t.app, 'CLIENT', `Ximena Ruiz ${index}`);
      expect(await search('q=ximena')).toHaveLength(20);
    });
  });

  describe('bad input', () => {
    const refused = async (path: string, language = 'es') =>
      byField(expectRefusal(await get(path).set('Accept-Language', language), [400]).errors);

    it('refuses each bad activity filter on its field', async () => {
      expect(await refused('/api/audit/activity?aggregate=spaceship')).toEqual({
        aggregate: 'Tipo de agregado desconocido',
      });
      for (const limit of ['0', '101', 'x', '2.5', '-1'])
        expect(await refused(`/api/audit/activity?limit=${limit}`)).toEqual({
          limit: 'El límite debe ser un número entero entre 1 y 100',
        });
      expect(await refused('/api/audit/activity?limit=0', 'en')).toEqual({
        limit: 'The limit must be a whole number from 1 to 100',
      });
      expect(await refused('/api/audit/activity?before=-1')).toEqual({
        before: 'La posición debe ser un número entero mayor o igual a 0',
      });
      expect(
        await refused('/api/audit/activity?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z&limit=5&before=3'),
      ).toEqual({ to: 'La fecha final no puede ser anterior a la inicial' });
      expect(await refused('/api/audit/activity?from=ayer&to=2026-03-01')).toEqual({
        from: 'Fecha inválida',
        to: 'Fecha inválida',
      });
      expect(await refused('/api/audit/activity?limit=1&limit=2&before=1&before=2')).toEqual({
        limit: 'El límite debe ser un número entero entre 1 y 100',
        before: 'La posición debe ser un número entero mayor o igual a 0',
      });
    });

    it('refuses an empty or too long search, an unknown kind and an unknown format', async () => {
      expect(await refused('/api/audit/search?q=')).toEqual({ q: 'Escribe un nombre, un email o un id para buscar' });
      expect(await refused('/api/audit/search')).toEqual({ q: 'Escribe un nombre, un email o un id para buscar' });
      expect(await refused(`/api/audit/search?q=${'a'.repeat(101)}`)).toEqual({
        q: 'El texto es demasiado largo (máximo 100 caracteres)',
      });
      expect(await refused('/api/audit/search?q=ana&aggregate=newsletter')).toEqual({
        aggregate: 'Tipo de agregado desconocido',
      });
      expect(await refused(`/api/audit/membership/${membership.id}/replay?format=xml`)).toEqual({
        format: 'Valor inválido',
      });
      expect(await refused(`/api/audit/membership/${membership.id}/events?format=csv`)).toEqual({
        format: 'Valor inválido',
      });
      await get(`/api/audit/search?q=${'a'.repeat(100)}`).expect(200);
      await get('/api/audit/activity?limit=100&before=0&aggregate=').expect(200);
    });
  });

  describe('who may read it', () => {
    const routes = () => [
      '/api/audit/activity',
      '/api/audit/search?q=sofia',
      `/api/audit/membership/${membership.id}/replay`,
    ];

    it('answers admins; a CLIENT and an INSTRUCTOR get 403, anonymous callers 401', async () => {
      const clientToken = await t.login(client.email, PASSWORD);
      const instructor = await t.login((await createPerson(t.app, 'INSTRUCTOR')).email, PASSWORD);
      const anAdmin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
      for (const path of routes()) {
        await get(path, anAdmin).expect(200);
        expectRefusal(await get(path, clientToken), [403]);
        expectRefusal(await get(path, instructor), [403]);
        expectRefusal(await get(path, null), [401]);
      }
    });

    it('lets a key of every branch read it, not a key of one branch (the audit crosses branches)', async () => {
      const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const everyBranch = await createKey(t, admin, { name: 'Auditoría', expiresAt });
      const oneBranch = await createKey(t, admin, { name: 'Condesa', expiresAt, branchId });
      for (const path of [...routes(), `/api/audit/membership/${membership.id}/events?format=json`]) {
        await t.http().get(path).set(withKey(everyBranch.key)).expect(200);
        expectRefusal(await t.http().get(path).set(withKey(oneBranch.key)), [403]);
      }
    });
  });
});
