import type { ClassDto } from '@boxstudio/contracts';
import {
  operationsOf,
  refsIn,
  shapeProblems,
  type ApiDocument,
  type Located,
  type Response,
} from '../support/openapi.js';
import { firstEventOrJson, type ServerSentEvent } from '../support/event-stream.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The OpenAPI document a client is generated from (/api/docs-json, docs/openapi.md): every operation
 * says what it does and what it answers, success and failure, and the answers it describes are the
 * ones the API gives.
 */

/** Operations the document held when last counted: routes may be added, never silently lost. */
const OPERATIONS_AT_LEAST = 108;

/** The routes anyone may call, even anonymous (CONTRACT.md, server-side roles). */
const PUBLIC = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/branches',
  'GET /api/branches/{id}',
  'GET /api/classes',
  'GET /api/classes/{id}',
  'GET /api/membership-plans',
  'GET /api/membership-plans/{id}',
  'POST /api/newsletter/subscribe',
  'GET /api/health',
]);

/** Public routes that check credentials themselves, so answer 401 for wrong ones. */
const CHECKS_CREDENTIALS = new Set(['POST /api/auth/login']);

/**
 * Reads only an instructor may call (they refuse admins): checked as the instructor of the first demo
 * class, so the answer holds that instructor's classes.
 */
const INSTRUCTORS_ONLY = new Set(['GET /api/reports/my-classes']);

/** Every demo account's password (README). */
const DEMO_PASSWORD = 'Boxeo2024';

const ERROR_ENVELOPE = '#/components/schemas/ErrorEnvelope';

const statusesOf = (operation: Located['operation']): string[] => Object.keys(operation.responses ?? {});

const schemaOf = (response: Response | undefined) =>
  Object.values(response?.content ?? {}).find((media) => media.schema !== undefined)?.schema;

/** The operation answers server-sent events: its schema is each event's data, and the stream never ends by itself. */
const streams = ({ operation }: Located): boolean =>
  operation.responses?.['200']?.content?.['text/event-stream'] !== undefined;

/** What the operation fails to document; empty when it documents everything the test asks for. */
function gapsOf({ operation, name }: Located): string[] {
  const gaps: string[] = [];
  const statuses = statusesOf(operation);
  const has = (status: number) => statuses.includes(String(status));
  if (!operation.summary?.trim()) gaps.push('no summary');
  const successes = statuses.filter((status) => /^2\d\d$/.test(status));
  if (successes.length === 0) gaps.push('no success response');
  for (const status of successes) {
    if (status !== '204' && !schemaOf(operation.responses?.[status])) gaps.push(`${status} has no content schema`);
  }
  for (const status of statuses.filter((code) => /^[45]\d\d$/.test(code))) {
    if (schemaOf(operation.responses?.[status])?.$ref !== ERROR_ENVELOPE)
      gaps.push(`${status} is not the error envelope`);
  }
  const parameters = operation.parameters ?? [];
  const takesInput = operation.requestBody !== undefined || parameters.some((p) => p.in === 'query');
  if (takesInput && !has(400)) gaps.push('takes a body or a query but lists no 400');
  const isPublic = PUBLIC.has(name);
  if (!isPublic && !has(401)) gaps.push('is not public but lists no 401');
  if (isPublic && has(403)) gaps.push('is public but lists 403');
  if (isPublic && has(401) && !CHECKS_CREDENTIALS.has(name)) gaps.push('is public but lists 401');
  if (parameters.some((p) => p.in === 'path' && /^(id|.+Id)$/.test(p.name)) && !has(404)) {
    gaps.push('names a record by id but lists no 404');
  }
  return gaps.map((gap) => `${name}: ${gap}`);
}

describe('the OpenAPI document (/api/docs-json)', () => {
  let t: TestApp;
  let admin: string;
  let document: ApiDocument;
  let operations: Located[];

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await t.adminToken();
    document = (await t.http().get('/api/docs-json').expect(200)).body as ApiDocument;
    operations = operationsOf(document);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it(`holds at least the ${OPERATIONS_AT_LEAST} operations it held, each with its own stable id`, () => {
    expect(operations.length).toBeGreaterThanOrEqual(OPERATIONS_AT_LEAST);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => id === undefined || ids.indexOf(id) !== ids.lastIndexOf(id))).toEqual([]);
  });

  it('gives every operation a summary, its answer’s schema and the errors it can answer', () => {
    expect(operations.flatMap(gapsOf)).toEqual([]);
  });

  it('lets exactly the public routes be called without a token', () => {
    const anonymous = operations
      .filter(({ operation }) => operation.security?.some((requirement) => Object.keys(requirement).length === 0))
      .map(({ name }) => name);
    expect(anonymous.sort()).toEqual([...PUBLIC].sort());
  });

  it('names only schemas it defines', () => {
    const defined = new Set(Object.keys(document.components?.schemas ?? {}));
    const missing = [...refsIn(document)].filter((ref) => !defined.has(ref.replace('#/components/schemas/', '')));
    expect(missing).toEqual([]);
  });

  /** A concrete path for a GET of the demo data, or null when it needs what the test does not pick. */
  async function pathFor({ path, operation }: Located, classes: readonly ClassDto[]): Promise<string | null> {
    if ((operation.parameters ?? []).some((p) => p.in === 'query' && p.required)) return null;
    const [first] = classes;
    const known: Record<string, string | undefined> = {
      role: 'INSTRUCTOR',
      aggregate: 'class',
      classId: first?.id,
      instructorId: first?.instructorId,
    };
    let concrete = path;
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      let value = name === undefined ? undefined : known[name];
      if (name === 'id') value = path.startsWith('/api/audit/') ? first?.id : await firstIdListedAt(path);
      if (value === undefined) return null;
      concrete = concrete.replace(`{${name}}`, encodeURIComponent(value));
    }
    return concrete;
  }

  /** The id of the first item the list above `{id}` answers (`/api/classes` for `/api/classes/{id}`). */
  async function firstIdListedAt(path: string): Promise<string | undefined> {
    const list = path.slice(0, path.indexOf('/{id}'));
    const { body } = await t.http().get(list).set(bearer(admin));
    const data = (body as { data?: Record<string, unknown> }).data ?? {};
    const items = Object.values(data).find((value): value is { id: string }[] => Array.isArray(value));
    return items?.[0]?.id;
  }

  it('describes what the reads of the demo data answer, field by field', async () => {
    const { body } = await t.http().get('/api/classes').set(bearer(admin)).expect(200);
    const classes = (body as { data: { classes: ClassDto[] } }).data.classes;
    const instructorEmail = classes[0]?.instructor?.email;
    if (instructorEmail === undefined) throw new Error('The first demo class has no instructor');
    const instructor = await t.login(instructorEmail, DEMO_PASSWORD);
    const problems: string[] = [];
    const checked: string[] = [];
    for (const located of operations.filter(({ method }) => method === 'get')) {
      const path = await pathFor(located, classes);
      if (path === null) continue;
      let request = t
        .http()
        .get(path)
        .set(bearer(INSTRUCTORS_ONLY.has(located.name) ? instructor : admin));
      if (streams(located)) request = request.buffer(true).parse(firstEventOrJson);
      const answer = await request;
      const schema = schemaOf(located.operation.responses?.[answer.status]);
      if (answer.status !== 200 || !schema) {
        problems.push(`${located.name} (${path}): answered ${answer.status}, which the document does not describe`);
        continue;
      }
      checked.push(located.name);
      // A stream's first event stands for the rest: its data has the schema, with no envelope around it.
      const body: unknown = streams(located) ? (answer.body as ServerSentEvent | null)?.data : answer.body;
      problems.push(...shapeProblems(body, schema, document).map((problem) => `${located.name}: ${problem}`));
    }
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(51);
  }, 60_000);

  it('describes the failures as they are answered', async () => {
    const failures: [name: string, status: number, send: () => Promise<{ status: number; body: unknown }>][] = [
      ['GET /api/classes/{id}', 404, async () => t.http().get('/api/classes/no-such-class')],
      ['POST /api/branches', 400, async () => t.http().post('/api/branches').set(bearer(admin)).send({})],
      ['GET /api/users', 401, async () => t.http().get('/api/users')],
    ];
    for (const [name, status, send] of failures) {
      const answer = await send();
      const schema = schemaOf(operations.find((located) => located.name === name)?.operation.responses?.[status]);
      expect([name, answer.status]).toEqual([name, status]);
      expect(schema ? shapeProblems(answer.body, schema, document) : [`${name} lists no ${status}`]).toEqual([]);
    }
  });
});
