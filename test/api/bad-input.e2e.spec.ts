import type { Response, Test } from 'supertest';
import { READ_STORE, type ReadStore } from '../../api/src/platform/read-store/read-store.port.js';
import { BRANCHES } from '../../api/src/modules/branches/index.js';
import { USERS } from '../../api/src/modules/accounts/index.js';
import { asEnvelope, envelopeProblem, errorFields, expectRefusal, isRecord } from '../support/envelope.js';
import { firstEventOrJson } from '../support/event-stream.js';
import { ADMIN, bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Bad input of every shape gets a 4xx in the envelope, never a 5xx, and nothing stored is lost or
 * corrupted. Ends with a seeded fuzz loop over every endpoint, as admin, client and anonymous.
 */

jest.setTimeout(120_000);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface BranchBody {
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode?: string;
  phone?: string;
  email?: string;
}

const branchBody = (name: string, extra: Partial<BranchBody> = {}): BranchBody => ({
  name,
  address: 'Av. Insurgentes Sur 1234',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
  postalCode: '03100',
  phone: '+52 55 1234 5678',
  email: 'centro@boxstudio.mx',
  ...extra,
});

const BRANCH_TEXT_FIELDS = ['name', 'address', 'city', 'state', 'country', 'postalCode', 'phone', 'email'] as const;
/** Values of the wrong type for a text field (null is not here: it means "absent" or "clear"). */
const NOT_TEXT: readonly Json[] = [123, 0, -1.5, true, false, {}, { value: 'x' }, [], ['x'], [1, 2]];
const NOT_BOOLEAN: readonly Json[] = ['yes', 'true', 'false', '', 1, 0, null, {}, [], [true]];
const HUGE = 'x'.repeat(10_000);

/** The stored read-model document keys a branch may have; anything else was smuggled in. */
const BRANCH_DOC_KEYS = new Set([
  '_id',
  '_pos',
  'name',
  'address',
  'city',
  'state',
  'country',
  'postalCode',
  'phone',
  'email',
  'isActive',
  'nameSort',
  'cityFold',
  'stateFold',
  'searchText',
  'createdAt',
  'updatedAt',
]);

/** encodeURIComponent that never throws: lone surrogates become U+FFFD first. */
const encode = (text: string): string =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const dataOf = (response: Response): Record<string, unknown> => {
  const envelope = asEnvelope(response.status, response.body);
  if (!isRecord(envelope.data)) throw new Error(`No data object in ${JSON.stringify(response.body).slice(0, 300)}`);
  return envelope.data;
};
const idOf = (response: Response): string => {
  const id = dataOf(response).id;
  if (typeof id !== 'string') throw new Error(`No id in ${JSON.stringify(response.body).slice(0, 300)}`);
  return id;
};

describe('bad input never breaks the API', () => {
  let t: TestApp;
  let superAdmin: string;
  let client: string;
  let clientId: string;
  /** Branches stored before any bad input: they must come out of all of it unchanged. */
  const kept: string[] = [];
  let before: Snapshot;
  const prototypeKeysAtStart = Object.getOwnPropertyNames(Object.prototype).sort();

  const call = (method: Method, path: string, token: string | null = null): Test => {
    const http = t.http();
    const test =
      method === 'GET'
        ? http.get(path)
        : method === 'POST'
          ? http.post(path)
          : method === 'PUT'
            ? http.put(path)
            : method === 'DELETE'
              ? http.delete(path)
              : http.patch(path);
    return token ? test.set(bearer(token)) : test;
  };
  /** Sends `text` as is, with the given content type. */
  const raw = (
    method: Method,
    path: string,
    text: string,
    contentType = 'application/json',
    token: string | null = superAdmin,
  ): Test => call(method, path, token).set('Content-Type', contentType).send(text);

  interface Snapshot {
    readonly branches: Record<string, unknown>[];
    readonly listed: unknown[];
    readonly branchEvents: unknown[];
    readonly clientProfile: unknown;
    readonly clientEvents: unknown;
    readonly adminProfile: unknown;
  }

  async function snapshot(): Promise<Snapshot> {
    const branches: Record<string, unknown>[] = [];
    const branchEvents: unknown[] = [];
    for (const id of kept) {
      branches.push(dataOf(await call('GET', `/api/branches/${id}`, superAdmin).expect(200)));
      branchEvents.push(dataOf(await call('GET', `/api/audit/branch/${id}/events`, superAdmin).expect(200)).events);
    }
    const list = dataOf(await call('GET', '/api/branches?limit=100', superAdmin).expect(200));
    const listed = (Array.isArray(list.branches) ? list.branches : []).filter(
      (branch: unknown) => isRecord(branch) && kept.includes(String(branch.id)),
    );
    return {
      branches,
      listed,
      branchEvents,
      clientProfile: dataOf(await call('GET', '/api/auth/profile', client).expect(200)),
      clientEvents: dataOf(await call('GET', `/api/audit/user/${clientId}/events`, superAdmin).expect(200)).events,
      adminProfile: dataOf(await call('GET', '/api/auth/profile', superAdmin).expect(200)),
    };
  }

  const createBranch = async (body: object): Promise<string> =>
    idOf(await call('POST', '/api/branches', superAdmin).send(body).expect(201));
  const readBranch = async (id: string): Promise<Record<string, unknown>> =>
    dataOf(await call('GET', `/api/branches/${id}`, superAdmin).expect(200));

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
    const registered = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Ana Torres', email: 'ana.torres@example.com', password: 'Boxeo2024', phone: '+52 55 1111 2222' })
      .expect(201);
    client = registered.body.data.token as string;
    clientId = registered.body.data.user.id as string;

    kept.push(await createBranch(branchBody('Estudio Centro')));
    const north = await createBranch(
      branchBody('Estudio Norte', { city: 'Monterrey', state: 'Nuevo León', postalCode: '64000' }),
    );
    await call('PUT', `/api/branches/${north}`, superAdmin)
      .send({ address: 'Av. Constitución 400', phone: null })
      .expect(200);
    kept.push(north);
    const south = await createBranch(branchBody('Estudio Sur', { city: 'Oaxaca', state: 'Oaxaca' }));
    await call('DELETE', `/api/branches/${south}`, superAdmin).expect(200);
    kept.push(south);
    kept.push(await createBranch(branchBody('Box (Centro) [2] *.+? $^ | \\d')));
    kept.push(await createBranch(branchBody('Sucursal 🥊 Ñandú 拳击')));
    before = await snapshot();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('bodies that are not a JSON object', () => {
    const jsonEndpoints = (): [Method, string, string | null][] => [
      ['POST', '/api/branches', superAdmin],
      ['PUT', `/api/branches/${kept[0]}`, superAdmin],
      ['POST', '/api/auth/login', null],
      ['POST', '/api/auth/register', null],
    ];

    it('answers 400 HTTP.INVALID_JSON to a body that is not valid JSON', async () => {
      const broken = ['{bad', '{"name": "x",}', "{'name': 'x'}", '[1, 2', '{"name": "\\u12"}', 'undefined', '{"a":1}}'];
      for (const [method, path, token] of jsonEndpoints()) {
        for (const text of broken) {
          const response = await raw(method, path, text, 'application/json', token);
          const envelope = expectRefusal(response, [400]);
          expect({ request: `${method} ${path} ${text}`, code: envelope.code }).toEqual({
            request: `${method} ${path} ${text}`,
            code: 'HTTP.INVALID_JSON',
          });
        }
      }
    });

    it('refuses a JSON array, string, number, null or true as the body with 400', async () => {
      for (const [method, path, token] of jsonEndpoints()) {
        for (const text of ['[]', '[{"name":"x"}]', '"a string"', '42', '-0.5', 'null', 'true', 'false']) {
          expectRefusal(await raw(method, path, text, 'application/json', token), [400]);
        }
      }
    });

    it('refuses a missing body with the required fields named', async () => {
      const branch = expectRefusal(await call('POST', '/api/branches', superAdmin), [400]);
      expect(errorFields(branch)).toEqual(expect.arrayContaining(['name', 'address', 'city', 'state', 'country']));
      const login = expectRefusal(await call('POST', '/api/auth/login'), [400]);
      expect(errorFields(login)).toEqual(expect.arrayContaining(['email', 'password']));
      const register = expectRefusal(await call('POST', '/api/auth/register'), [400]);
      expect(errorFields(register)).toEqual(expect.arrayContaining(['name', 'email', 'password']));
      // An empty JSON body is the same as no body.
      expectRefusal(await raw('POST', '/api/branches', '', 'application/json'), [400]);
    });

    it('refuses a body that is not JSON (text/plain, form-urlencoded, xml) with a 4xx', async () => {
      const bodies: [string, string][] = [
        ['text/plain', JSON.stringify(branchBody('Texto Plano'))],
        ['application/x-www-form-urlencoded', 'name=Formulario&address=Calle+1&city=CDMX&state=CDMX&country=Mexico'],
        ['application/xml', '<branch><name>XML</name></branch>'],
        ['application/json; charset=utf-16', JSON.stringify(branchBody('UTF 16'))],
      ];
      for (const [contentType, text] of bodies) {
        expectRefusal(await raw('POST', '/api/branches', text, contentType));
        expectRefusal(await raw('POST', '/api/auth/login', text, contentType, null));
        expectRefusal(await raw('POST', '/api/auth/register', text, contentType, null));
      }
      const names = (await call('GET', '/api/branches?limit=100', superAdmin).expect(200)).body.data.branches.map(
        (branch: { name: string }) => branch.name,
      );
      expect(names).not.toEqual(expect.arrayContaining(['Texto Plano']));
      expect(names).not.toEqual(expect.arrayContaining(['Formulario']));
    });

    it('refuses an edit sent as text/plain or form-urlencoded rather than ignore it and claim success', async () => {
      const id = kept[1] as string;
      const plain = await raw('PUT', `/api/branches/${id}`, JSON.stringify({ city: 'Saltillo' }), 'text/plain');
      const form = await raw('PUT', `/api/branches/${id}`, 'city=Saltillo', 'application/x-www-form-urlencoded');
      expect((await readBranch(id)).city).toBe('Monterrey');
      // The body was not read: answering 200 "Sucursal actualizada exitosamente" would be a lie (415 is the
      // right answer).
      expectRefusal(plain);
      expectRefusal(form);
    });
  });

  describe('fields of the wrong type', () => {
    it('refuses numbers, booleans, objects and arrays where a branch text goes, naming the field', async () => {
      for (const field of BRANCH_TEXT_FIELDS) {
        for (const value of NOT_TEXT) {
          const response = await call('POST', '/api/branches', superAdmin).send({
            ...branchBody('Tipo Erróneo'),
            [field]: value,
          });
          const envelope = expectRefusal(response, [400]);
          expect({ field, value, errors: errorFields(envelope) }).toEqual({ field, value, errors: [field] });
          expect(envelope.errors?.[0]?.code).toBe('VALIDATION.STRING');
        }
      }
      const names = (await call('GET', '/api/branches?search=erroneo', superAdmin).expect(200)).body.data.total;
      expect(names).toBe(0);
    });

    it('refuses wrong types on edit, and a string where isActive wants a boolean, changing nothing', async () => {
      const id = kept[0] as string;
      const unchanged = await readBranch(id);
      for (const field of BRANCH_TEXT_FIELDS) {
        for (const value of NOT_TEXT) {
          const envelope = expectRefusal(
            await call('PUT', `/api/branches/${id}`, superAdmin).send({ [field]: value }),
            [400],
          );
          expect({ field, value, errors: errorFields(envelope) }).toEqual({ field, value, errors: [field] });
        }
      }
      for (const value of NOT_BOOLEAN) {
        const envelope = expectRefusal(
          await call('PUT', `/api/branches/${id}`, superAdmin).send({ isActive: value, city: 'Puebla' }),
          [400],
        );
        expect({ value, errors: envelope.errors }).toEqual({
          value,
          errors: [{ field: 'isActive', message: expect.any(String), code: 'VALIDATION.BOOLEAN' }],
        });
      }
      expect(await readBranch(id)).toEqual(unchanged);
    });

    it('refuses wrong types (and query operators) in login and register', async () => {
      const operators: Json[] = [{ $ne: null }, { $gt: '' }, { $regex: '.*' }, ['admin@boxstudio.local'], 42, true];
      for (const value of operators) {
        const byEmail = expectRefusal(
          await call('POST', '/api/auth/login').send({ email: value, password: ADMIN.password }),
          [400],
        );
        expect(errorFields(byEmail)).toEqual(['email']);
        const byPassword = expectRefusal(
          await call('POST', '/api/auth/login').send({ email: ADMIN.email, password: value }),
          [400],
        );
        expect(errorFields(byPassword)).toEqual(['password']);
        for (const field of ['name', 'email', 'password', 'phone']) {
          const body = {
            name: 'Tipo Erróneo',
            email: `tipo.${field}@example.com`,
            password: 'Boxeo2024',
            phone: '+52 55 1234 5678',
            [field]: value,
          };
          const envelope = expectRefusal(await call('POST', '/api/auth/register').send(body), [400]);
          expect({ field, value, errors: errorFields(envelope) }).toEqual({ field, value, errors: [field] });
        }
      }
    });
  });

  describe('huge input', () => {
    it('answers 400 VALIDATION.TOO_LONG to a 10,000-character text, for every field', async () => {
      for (const field of BRANCH_TEXT_FIELDS) {
        const created = expectRefusal(
          await call('POST', '/api/branches', superAdmin).send({ ...branchBody('Muy Larga'), [field]: HUGE }),
          [400],
        );
        expect(created.errors).toEqual([{ field, message: expect.any(String), code: 'VALIDATION.TOO_LONG' }]);
        const edited = expectRefusal(
          await call('PUT', `/api/branches/${kept[0]}`, superAdmin).send({ [field]: HUGE }),
          [400],
        );
        expect(edited.errors).toEqual([{ field, message: expect.any(String), code: 'VALIDATION.TOO_LONG' }]);
      }
      const register = expectRefusal(
        await call('POST', '/api/auth/register').send({
          name: HUGE,
          email: 'larga@example.com',
          password: 'Boxeo2024',
        }),
        [400],
      );
      expect(register.errors).toEqual([{ field: 'name', message: expect.any(String), code: 'VALIDATION.TOO_LONG' }]);
      const login = expectRefusal(
        await call('POST', '/api/auth/login').send({ email: ADMIN.email, password: HUGE }),
        [400],
      );
      expect(login.errors).toEqual([{ field: 'password', message: expect.any(String), code: 'VALIDATION.TOO_LONG' }]);
      const search = expectRefusal(await call('GET', `/api/branches?search=${'a'.repeat(5000)}`, superAdmin), [400]);
      expect(search.errors?.[0]).toMatchObject({ field: 'search', code: 'VALIDATION.TOO_LONG' });
    });

    it('answers 413 in the envelope to a 2 MB body', async () => {
      const big = JSON.stringify({ ...branchBody('Enorme'), name: 'x'.repeat(2 * 1024 * 1024) });
      const targets: [Method, string, string | null][] = [
        ['POST', '/api/branches', superAdmin],
        ['PUT', `/api/branches/${kept[0]}`, superAdmin],
        ['POST', '/api/auth/login', null],
        ['POST', '/api/auth/register', null],
        ['POST', '/api/branches', null],
      ];
      for (const [method, path, token] of targets) {
        const envelope = expectRefusal(await raw(method, path, big, 'application/json', token), [413]);
        expect(envelope.code).toBe('HTTP.PAYLOAD_TOO_LARGE');
      }
    });

    it('refuses deeply nested JSON (5,000 levels, about 30 KB) with a 4xx, not a 5xx', async () => {
      const depth = 5000;
      const nestedArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const nestedObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const cases: [Method, string, string, string | null][] = [
        ['POST', '/api/branches', nestedArray, superAdmin],
        [
          'POST',
          '/api/branches',
          `{"name":${nestedObject},"address":"a","city":"b","state":"c","country":"d"}`,
          superAdmin,
        ],
        [
          'POST',
          '/api/branches',
          JSON.stringify(branchBody('Anidada')).replace(/}$/, `,"extra":${nestedObject}}`),
          superAdmin,
        ],
        ['PUT', `/api/branches/${kept[0]}`, `{"city":${nestedArray}}`, superAdmin],
        ['PUT', `/api/branches/${kept[0]}`, `{"city":${nestedObject}}`, superAdmin],
        ['POST', '/api/auth/login', `{"email":${nestedObject},"password":"x"}`, null],
        ['POST', '/api/auth/register', `{"name":"a","extra":${nestedObject}}`, null],
      ];
      const problems: string[] = [];
      for (const [method, path, text, token] of cases) {
        const response = await raw(method, path, text, 'application/json', token);
        const problem = envelopeProblem(response.status, response.body);
        // An unknown nested field may be stripped (201); anything else must be refused.
        const allowed = text.includes('"extra"') && method === 'POST' && path === '/api/branches' ? [201, 400] : [400];
        if (problem || !allowed.includes(response.status))
          problems.push(`${method} ${path} ${text.slice(0, 40)}...: ${problem ?? response.status}`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe('unicode, emoji and control characters', () => {
    const names = [
      'Sucursal 🥊🔥 Guantes',
      'Zweigstelle Straße Ærø',
      '拳击工作室 北京',
      'ستوديو الملاكمة',
      'A\u0000B nulo',
      'Cafe\u0301 combinado',
      'zero\u200bwidth\ufeff',
      'rtl \u202e override',
      'tab\tnueva\nlínea',
      'solo \ud800 mitad',
      '👨‍👩‍👧‍👦 familia',
    ];

    it('stores any unicode text in its canonical form (NFC, trimmed), or refuses it with 400', async () => {
      for (const name of names) {
        const response = await call('POST', '/api/branches', superAdmin).send(branchBody(name));
        expect(envelopeProblem(response.status, response.body)).toBeNull();
        expect({ name, status: [201, 400].includes(response.status) }).toEqual({ name, status: true });
        if (response.status !== 201) continue;
        const id = idOf(response);
        const canonical = name.normalize('NFC').trim();
        expect(dataOf(response).name).toBe(canonical);
        expect((await readBranch(id)).name).toBe(canonical);
        const events = dataOf(await call('GET', `/api/audit/branch/${id}/events`, superAdmin).expect(200)).events as {
          data: { name: string };
        }[];
        expect(events[0]?.data.name).toBe(canonical);
      }
      const emoji = await call('GET', `/api/branches?search=${encodeURIComponent('🥊🔥')}`, superAdmin).expect(200);
      expect(emoji.body.data.branches.map((branch: { name: string }) => branch.name)).toEqual([
        'Sucursal 🥊🔥 Guantes',
      ]);
    });

    it('answers unicode and NUL characters in auth fields and query strings with 2xx or 4xx', async () => {
      for (const email of ['ñandú@example.com', 'nul\u0000@example.com', '🥊@example.com', 'a@b\u202e.com']) {
        const register = await call('POST', '/api/auth/register').send({
          name: 'Niño Ñandú 🥊',
          email,
          password: 'Boxeo2024',
        });
        expect(envelopeProblem(register.status, register.body)).toBeNull();
        const login = await call('POST', '/api/auth/login').send({ email, password: 'Boxeo2024' });
        expect(envelopeProblem(login.status, login.body)).toBeNull();
        if (register.status === 201) expect(login.status).toBe(200);
      }
      for (const search of ['%00', '%F0%9F%A5%8A', '%E2%80%AE', '%C3%B1', '%0A%0D', '%EF%BF%BF']) {
        const response = await call('GET', `/api/branches?search=${search}`, superAdmin);
        expect(envelopeProblem(response.status, response.body)).toBeNull();
        expect([200, 400]).toContain(response.status);
      }
    });
  });

  describe('prototype pollution and unknown fields', () => {
    it('ignores __proto__, constructor and prototype keys in bodies, and pollutes nothing', async () => {
      const created = await raw(
        'POST',
        '/api/branches',
        JSON.stringify(branchBody('Proto Segura')).replace(
          /}$/,
          ',"__proto__":{"polluted":"yes","isActive":false,"role":"SUPER_ADMIN"},' +
            '"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}',
        ),
      );
      expect(created.status).toBe(201);
      const id = idOf(created);
      const stored = await readBranch(id);
      expect(stored).toMatchObject({ name: 'Proto Segura', isActive: true });
      expect(Object.keys(stored)).not.toEqual(expect.arrayContaining(['polluted']));

      const edits = [
        '{"__proto__":{"isActive":false,"city":"Hackeada"}}',
        '{"constructor":{"prototype":{"isActive":false}}}',
        '{"__proto__":{"__proto__":{"polluted":"yes"}},"city":"Querétaro"}',
      ];
      for (const text of edits) {
        const response = await raw('PUT', `/api/branches/${id}`, text);
        expect(envelopeProblem(response.status, response.body)).toBeNull();
      }
      expect(await readBranch(id)).toMatchObject({ isActive: true, city: 'Querétaro' });

      const register = await raw(
        'POST',
        '/api/auth/register',
        '{"name":"Proto Cliente","email":"proto@example.com","password":"Boxeo2024",' +
          '"__proto__":{"role":"SUPER_ADMIN"},"constructor":{"prototype":{"role":"ADMIN"}}}',
        'application/json',
        null,
      );
      expect(register.status).toBe(201);
      expect(register.body.data.user.role).toBe('CLIENT');
      const login = await raw(
        'POST',
        '/api/auth/login',
        `{"__proto__":{"email":"${ADMIN.email}","password":"${ADMIN.password}"}}`,
        'application/json',
        null,
      );
      expectRefusal(login, [400]);

      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isActive).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysAtStart);
    });

    it('ignores __proto__ and constructor in query strings: visitors still see only active branches', async () => {
      const queries = [
        '__proto__[status]=inactive',
        '__proto__=inactive',
        'constructor[prototype][status]=inactive',
        'constructor=1&prototype=2',
        'status=inactive&__proto__[status]=all',
        '__proto__[limit]=1000&__proto__[page]=-1',
        'search[__proto__]=x',
        'hasOwnProperty=1&toString=2&valueOf=3',
      ];
      for (const query of queries) {
        for (const token of [null, client, superAdmin]) {
          const response = await call('GET', `/api/branches?${query}`, token);
          expect(envelopeProblem(response.status, response.body)).toBeNull();
          expect({ query, status: [200, 400].includes(response.status) }).toEqual({ query, status: true });
          if (response.status === 200 && token !== superAdmin) {
            expect(response.body.data.branches.every((branch: { isActive: boolean }) => branch.isActive)).toBe(true);
          }
        }
        const audit = await call('GET', `/api/audit/branch/${kept[0]}?${query}`, superAdmin);
        expect(envelopeProblem(audit.status, audit.body)).toBeNull();
      }
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysAtStart);
    });

    it('strips unknown fields: they are neither stored nor recorded in the history', async () => {
      const smuggled = {
        ...branchBody('Campos Extra'),
        id: 'hacked-id',
        _id: 'hacked-underscore-id',
        isActive: false,
        role: 'SUPER_ADMIN',
        createdAt: '1999-01-01T00:00:00.000Z',
        nameSort: 'aaaa',
        cityFold: 'everywhere',
        searchText: 'everything',
        $set: { isActive: false },
        'a.b': 'dotted',
        unknownField: 'x'.repeat(50_000),
      };
      const created = await call('POST', '/api/branches', superAdmin).send(smuggled).expect(201);
      const id = idOf(created);
      expect(id).not.toMatch(/hacked/);
      const shown = await readBranch(id);
      expect(shown).toMatchObject({ name: 'Campos Extra', isActive: true });
      expect(shown.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
      for (const key of ['_id', 'role', 'nameSort', 'cityFold', 'searchText', '$set', 'a.b', 'unknownField'])
        expect(Object.keys(shown)).not.toContain(key);

      const store = t.app.get<ReadStore>(READ_STORE);
      const doc = await store.collection(BRANCHES.name).findOne({ _id: id });
      expect(doc).not.toBeNull();
      expect(Object.keys(doc ?? {}).filter((key) => !BRANCH_DOC_KEYS.has(key))).toEqual([]);
      expect(doc).toMatchObject({ _id: id, isActive: true });
      expect(doc?.nameSort).not.toBe('aaaa');
      expect(doc?.cityFold).not.toBe('everywhere');
      expect(doc?.searchText).not.toBe('everything');
      expect(await store.collection(BRANCHES.name).findOne({ _id: 'hacked-underscore-id' })).toBeNull();

      const edited = await call('PUT', `/api/branches/${id}`, superAdmin)
        .send({ city: 'Toluca', _id: 'other', createdAt: '1999-01-01T00:00:00.000Z', foo: 'bar', $unset: { name: 1 } })
        .expect(200);
      expect(dataOf(edited)).toMatchObject({ id, name: 'Campos Extra', city: 'Toluca', createdAt: shown.createdAt });
      const editedDoc = await store.collection(BRANCHES.name).findOne({ _id: id });
      expect(Object.keys(editedDoc ?? {}).filter((key) => !BRANCH_DOC_KEYS.has(key))).toEqual([]);

      const events = dataOf(await call('GET', `/api/audit/branch/${id}/events`, superAdmin).expect(200)).events;
      const recorded = JSON.stringify(events);
      for (const marker of ['hacked', 'SUPER_ADMIN', 'dotted', 'unknownField', 'foo', '1999-01-01', '$set', '$unset'])
        expect(recorded).not.toContain(marker);

      const registered = await call('POST', '/api/auth/register')
        .send({
          name: 'Cliente Extra',
          email: 'extra@example.com',
          password: 'Boxeo2024',
          role: 'SUPER_ADMIN',
          isActive: false,
          branchId: kept[0],
          _id: 'hacked',
          isDeleted: true,
          passwordHash: 'x',
        })
        .expect(201);
      const userDoc = await store.collection(USERS.name).findOne({ _id: registered.body.data.user.id as string });
      expect(userDoc).toMatchObject({ role: 'CLIENT', isActive: true, isDeleted: false, branchId: null });
      expect(Object.keys(userDoc ?? {})).not.toEqual(expect.arrayContaining(['passwordHash']));
    });
  });

  describe('unknown routes and ids', () => {
    it('answers 404 HTTP.ROUTE_NOT_FOUND in the envelope to unknown routes and methods', async () => {
      const routes: [Method, string][] = [
        ['GET', '/api/nope'],
        ['POST', '/api/nope'],
        ['GET', '/api'],
        ['GET', '/api/'],
        ['GET', '/api/branches/a/b/c'],
        ['PATCH', `/api/branches/${kept[0]}`],
        ['POST', `/api/branches/${kept[0]}`],
        ['DELETE', '/api/branches'],
        ['PUT', '/api/auth/login'],
        ['GET', '/api/auth/login'],
        ['GET', '/api/audit/branch'],
        ['GET', '/api/admin/projections/branches/rebuild'],
        ['GET', '/api/admin/projections/branches/check'],
        ['POST', '/api/admin/projections/stream'],
        ['GET', '/api/%2e%2e/%2e%2e/etc/passwd'],
        ['GET', '/api/health/../../etc/passwd'],
      ];
      for (const [method, path] of routes) {
        for (const token of [null, superAdmin]) {
          const envelope = expectRefusal(await call(method, path, token), [404]);
          expect({ method, path, code: envelope.code }).toEqual({ method, path, code: 'HTTP.ROUTE_NOT_FOUND' });
        }
      }
    });

    it('answers unknown and weird ids with 404 (or 400 for a broken escape), for branches and audit', async () => {
      const ids = [
        'does-not-exist',
        'a'.repeat(4000),
        '..%2F..%2Fetc%2Fpasswd',
        '..%5C..%5Cwindows',
        '%2e%2e',
        '%00',
        'a%00b',
        'a%20b',
        '%20',
        '%',
        '%ZZ',
        '%FF',
        encodeURIComponent('🥊'),
        '__proto__',
        'constructor',
        'hasOwnProperty',
        encodeURIComponent("' OR 1=1 --"),
        encodeURIComponent('{"$ne":null}'),
        encodeURIComponent('branch-x'),
        `${kept[0]}%20`,
        (kept[0] as string).toUpperCase(),
      ];
      const problems: string[] = [];
      const check = async (method: Method, path: string, token: string | null, body?: object): Promise<void> => {
        const request = call(method, path, token);
        const response = body ? await request.send(body) : await request;
        const problem = envelopeProblem(response.status, response.body);
        if (problem || ![400, 404].includes(response.status))
          problems.push(
            `${method} ${path.slice(0, 80)}: ${problem ?? response.status} ` +
              JSON.stringify(response.body).slice(0, 120),
          );
      };
      for (const id of ids) {
        await check('GET', `/api/branches/${id}`, null);
        await check('GET', `/api/branches/${id}`, superAdmin);
        await check('GET', `/api/branches/${id}/stats`, superAdmin);
        await check('PUT', `/api/branches/${id}`, superAdmin, { city: 'Nowhere' });
        await check('PUT', `/api/branches/${id}`, superAdmin, { isActive: false });
        await check('DELETE', `/api/branches/${id}`, superAdmin);
        for (const aggregate of ['branch', 'user']) {
          await check('GET', `/api/audit/${aggregate}/${id}/events`, superAdmin);
          await check('GET', `/api/audit/${aggregate}/${id}/replay`, superAdmin);
          await check('GET', `/api/audit/${aggregate}/${id}`, superAdmin);
          await check('GET', `/api/audit/${aggregate}/${id}?asOf=2026-01-01T00:00:00Z`, superAdmin);
        }
        await check('GET', `/api/audit/${id}/${kept[0]}/events`, superAdmin);
        await check('GET', `/api/audit/${id}/${kept[0]}`, superAdmin);
        await check('POST', `/api/admin/projections/${id}/rebuild`, superAdmin);
        await check('POST', `/api/admin/projections/${id}/check`, superAdmin);
      }
      expect(problems).toEqual([]);
    });

    it('answers a path parameter that is not valid percent-encoding with 400 naming it, on every route', async () => {
      const broken = ['%ff%fe', '%E0%A4%A', '%', 'a%zz'];
      const routes: [Method, (bad: string) => string, string][] = [
        ['GET', (bad) => `/api/classes/${bad}`, 'id'],
        ['PUT', (bad) => `/api/classes/${bad}`, 'id'],
        ['PUT', (bad) => `/api/classes/${bad}/schedules`, 'id'],
        ['DELETE', (bad) => `/api/classes/${bad}`, 'id'],
        ['GET', (bad) => `/api/membership-plans/${bad}`, 'id'],
        ['GET', (bad) => `/api/membership-plans/${bad}/stats`, 'id'],
        ['POST', (bad) => `/api/membership-plans/${bad}/duplicate`, 'id'],
        ['GET', (bad) => `/api/branches/${bad}`, 'id'],
        ['PUT', (bad) => `/api/branches/${bad}`, 'id'],
        ['GET', (bad) => `/api/users/${bad}`, 'id'],
        ['GET', (bad) => `/api/users/role/${bad}`, 'role'],
        ['GET', (bad) => `/api/audit/${bad}/${kept[0]}`, 'aggregate'],
        ['GET', (bad) => `/api/audit/branch/${bad}/events`, 'id'],
        ['GET', (bad) => `/api/audit/branch/${bad}/replay`, 'id'],
        ['POST', (bad) => `/api/admin/projections/${bad}/rebuild`, 'name'],
        ['POST', (bad) => `/api/admin/projections/${bad}/check`, 'name'],
      ];
      const problems: string[] = [];
      for (const bad of broken) {
        for (const [method, path, field] of routes) {
          const response = await call(method, path(bad), superAdmin).set('Accept-Language', 'es');
          const expected = [
            {
              field,
              message: 'La dirección contiene una codificación % inválida',
              code: 'VALIDATION.PERCENT_ENCODING',
            },
          ];
          if (response.status !== 400 || JSON.stringify(response.body.errors) !== JSON.stringify(expected))
            problems.push(`${method} ${path(bad)}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
      expect(problems).toEqual([]);
      const english = await call('GET', '/api/classes/%ff%fe').set('Accept-Language', 'en').expect(400);
      expect(english.body).toEqual({
        success: false,
        message: 'Validation failed',
        code: 'VALIDATION.FAILED',
        errors: [
          { field: 'id', message: 'The address contains invalid % encoding', code: 'VALIDATION.PERCENT_ENCODING' },
        ],
      });
    });
  });

  describe('weird query strings', () => {
    it('answers paging and filters of any shape with 200 and sane paging, or 400', async () => {
      const queries = [
        'page=-1',
        'page=0',
        'page=abc',
        'page=1.5',
        'page=1e3',
        'page=99999999999999999999',
        'page=%20',
        'page=',
        'limit=0',
        'limit=-5',
        'limit=1e9',
        'limit=1000000000',
        'limit=abc',
        'limit=100000000000000000000000',
        'limit=NaN',
        'limit=Infinity',
        'page=1&page=2',
        'limit=5&limit=500',
        'page[]=1',
        'page[a]=1&limit[b]=2',
        'status=a&status=b',
        'status=',
        'status=ACTIVE',
        'status=inactive&status=inactive',
        'status[$ne]=x',
        'search=.*',
        'search=(',
        'search=[',
        'search=%5C',
        'search=$where',
        'search=^$',
        'search=a|b',
        'search=(a+)+$',
        'search=%24regex',
        'search=a&search=b',
        'search[$regex]=.*',
        'search=',
        'search=%20%20%20',
        `search=${'a'.repeat(101)}`,
        'sort=-name&fields=password&include=all',
        '&&&==&=&a',
        '%',
        'page=%ZZ',
      ];
      const problems: string[] = [];
      for (const query of queries) {
        for (const token of [null, client, superAdmin]) {
          const response = await call('GET', `/api/branches?${query}`, token);
          const problem = envelopeProblem(response.status, response.body);
          if (problem || ![200, 400].includes(response.status)) {
            problems.push(`${query}: ${problem ?? response.status}`);
            continue;
          }
          if (response.status === 400) continue;
          const data = dataOf(response);
          const list = data.branches;
          const { total, totalPages, currentPage, limit } = data;
          const sane =
            Array.isArray(list) &&
            typeof total === 'number' &&
            Number.isInteger(total) &&
            total >= 0 &&
            typeof limit === 'number' &&
            Number.isInteger(limit) &&
            limit >= 1 &&
            limit <= 100 &&
            typeof currentPage === 'number' &&
            Number.isSafeInteger(currentPage) &&
            currentPage >= 1 &&
            totalPages === Math.ceil(total / limit) &&
            list.length <= limit;
          if (!sane)
            problems.push(
              `${query}: insane paging ` +
                JSON.stringify({
                  total,
                  totalPages,
                  currentPage,
                  limit,
                  length: Array.isArray(list) ? list.length : null,
                }),
            );
        }
      }
      expect(problems).toEqual([]);

      const paging = async (query: string): Promise<Record<string, unknown>> =>
        dataOf(await call('GET', `/api/branches?${query}`, superAdmin).expect(200));
      expect(await paging('page=-1')).toMatchObject({ currentPage: 1 });
      expect(await paging('limit=0')).toMatchObject({ limit: 10 });
      expect(await paging('limit=1000000000')).toMatchObject({ limit: 100 });
    });

    it('treats regex characters in the search as plain text', async () => {
      const found = await call(
        'GET',
        `/api/branches?search=${encodeURIComponent('(Centro) [2] *.+? $^ | \\d')}`,
        superAdmin,
      ).expect(200);
      expect(found.body.data.branches.map((branch: { id: string }) => branch.id)).toEqual([kept[3]]);
      // Only the branch whose name holds these characters literally matches ('.+' and '|' are in it).
      const expected: Record<string, number> = {
        '.*': 0,
        '.+': 1,
        '[a-z]': 0,
        '(a+)+$': 0,
        '\\w': 0,
        $E: 0,
        '|': 1,
        '\\d': 1,
      };
      for (const [search, total] of Object.entries(expected)) {
        const response = await call('GET', `/api/branches?search=${encodeURIComponent(search)}`, superAdmin).expect(
          200,
        );
        expect({ search, total: response.body.data.total }).toEqual({ search, total });
      }
    });

    it('answers 400 naming asOf to a bad asOf, and never a 5xx', async () => {
      const id = kept[0] as string;
      const bad = [
        'yesterday',
        'now',
        '2026-13-01T00:00:00Z',
        '2026-02-30T00:00:00Z',
        '2026-01-01T25:00:00Z',
        '2026-01-01T00:00:60Z',
        '99999-01-01T00:00:00Z',
        '+275760-09-13T00:00:01Z',
        '1e9',
        '0',
        '-1',
        'null',
        '2026-01-01T00:00:00Z%00',
        '2026-01-01T00:00:00Z&asOf=2026-01-02T00:00:00Z',
        '%ZZ',
      ];
      for (const asOf of bad) {
        for (const aggregate of ['branch', 'user']) {
          const target = aggregate === 'branch' ? id : clientId;
          const envelope = expectRefusal(
            await call('GET', `/api/audit/${aggregate}/${target}?asOf=${asOf}`, superAdmin),
            [400],
          );
          if (asOf !== '%ZZ') expect({ asOf, fields: errorFields(envelope) }).toEqual({ asOf, fields: ['asOf'] });
        }
      }
      const good = await call('GET', `/api/audit/branch/${id}?asOf=2020-01-01T00:00:00Z`, superAdmin).expect(200);
      expect(good.body.data).toMatchObject({ revision: -1, state: null });
    });

    it('answers asOf values that pass as ISO 8601 but are not dates JavaScript reads with 400, not 500', async () => {
      // ISO 8601 forms the validator accepts but `new Date()` cannot read (week dates, basic format, decimal comma).
      const id = kept[0] as string;
      const problems: string[] = [];
      for (const asOf of ['2026-W01-1', '20260101T000000Z', '2026-01-01T00Z', '2026-01-01T00:00:00,5Z']) {
        const response = await call('GET', `/api/audit/branch/${id}?asOf=${encodeURIComponent(asOf)}`, superAdmin);
        const problem = envelopeProblem(response.status, response.body);
        const fields =
          isRecord(response.body) && Array.isArray(response.body.errors)
            ? response.body.errors.map((error: unknown) => (isRecord(error) ? error.field : null))
            : [];
        if (problem || response.status !== 400 || !fields.includes('asOf'))
          problems.push(`asOf=${asOf}: ${problem ?? response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe('fuzzing', () => {
    const SEED = 20_261_121;
    const REQUESTS = 600;
    const TIME_BUDGET_MS = 60_000;

    /** mulberry32: small, fast and the same everywhere for a given seed. */
    function prng(seed: number): () => number {
      let state = seed >>> 0;
      return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let value = state;
        value = Math.imul(value ^ (value >>> 15), value | 1);
        value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
        return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
      };
    }

    class Fuzzer {
      private readonly next: () => number;
      constructor(
        seed: number,
        private readonly victimId: string,
      ) {
        this.next = prng(seed);
      }

      int(max: number): number {
        return Math.floor(this.next() * max);
      }
      chance(probability: number): boolean {
        return this.next() < probability;
      }
      pick<T>(items: readonly T[]): T {
        const item = items[this.int(items.length)];
        if (item === undefined) throw new Error('pick from an empty list');
        return item;
      }

      string(): string {
        const kind = this.int(10);
        if (kind < 3) {
          return this.pick([
            '',
            ' ',
            '__proto__',
            'constructor',
            'prototype',
            '$where',
            '{"$ne":null}',
            '../../etc/passwd',
            '%00',
            '\u0000',
            'null',
            'true',
            '1e9',
            '-1',
            'NaN',
            'SUPER_ADMIN',
            'admin@boxstudio.local',
            'Admin123!',
            '2026-01-01T00:00:00Z',
            '2026-W01-1',
            'branches',
            'users',
            '<script>alert(1)</script>',
            "'; DROP TABLE events; --",
            '🥊',
            '\ud800',
            '\u202e',
            '+52 55 1234 5678',
            '12345',
            'polanco@boxstudio.mx',
          ]);
        }
        if (kind < 4) return this.pick(['x', 'é', '🥊', 'a b', '\u0000']).repeat(1 + this.int(3000));
        const alphabet = 'abcxyzABC019 .-_@+/\\%$#&?=[]{}()"\'`~!^*|<>;:,ñéü中文🥊\u0000\u0001\t\n\r\u200b\u202e\ufeff';
        const characters = [...alphabet];
        let text = '';
        const length = this.int(40);
        for (let index = 0; index < length; index += 1) text += this.pick(characters);
        return text;
      }

      number(): number {
        return this.pick([
          0,
          -0,
          1,
          -1,
          1.5,
          42,
          1e9,
          -1e9,
          1e308,
          -1e308,
          5e-324,
          Number.MAX_SAFE_INTEGER,
          Number.MAX_SAFE_INTEGER + 2,
          this.int(1000),
          -this.int(1000),
        ]);
      }

      key(): string {
        return this.chance(0.75)
          ? this.pick([
              'name',
              'address',
              'city',
              'state',
              'country',
              'postalCode',
              'phone',
              'email',
              'isActive',
              'password',
              'role',
              'id',
              '_id',
              '__proto__',
              'constructor',
              'prototype',
              '$set',
              '$where',
              'a.b',
              'toString',
              'valueOf',
              'hasOwnProperty',
              '',
            ])
          : this.string().slice(0, 30);
      }

      /** An object whose keys are own properties even when they are named `__proto__`. */
      object(depth: number): { [key: string]: Json } {
        const result: { [key: string]: Json } = {};
        const size = this.int(7);
        for (let index = 0; index < size; index += 1) {
          Object.defineProperty(result, this.key(), {
            value: this.value(depth + 1),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return result;
      }

      value(depth = 0): Json {
        const kind = this.int(depth > 3 ? 4 : 7);
        switch (kind) {
          case 0:
            return null;
          case 1:
            return this.chance(0.5);
          case 2:
            return this.number();
          case 3:
            return this.string();
          case 4:
            return Array.from({ length: this.int(5) }, () => this.value(depth + 1));
          default:
            return this.object(depth);
        }
      }

      /** A field with a value that often passes validation, so commands get past it and really run. */
      plausible(key: string): Json {
        switch (key) {
          case 'postalCode':
            return this.pick(['11560', '44639-1234', '', null, '1234', ' 03100 ']);
          case 'phone':
            return this.pick(['+52 55 1234 5678', '+52 33 3641-5678', '', null, '555']);
          case 'email':
            return this.pick([`fuzz${this.int(1000)}@example.com`, 'Fuzz@Example.COM', '', null, 'not-an-email']);
          case 'isActive':
            return this.chance(0.5);
          case 'password':
            return this.pick(['Boxeo2024', ADMIN.password, 'weak', 'Fuzz1234']);
          default:
            return `Fuzz ${this.string().slice(0, 40)}`;
        }
      }

      /** Mostly objects with the real field names (often plausible values), sometimes anything at all. */
      body(): { text: string | null; contentType: string } {
        const contentType = this.chance(0.85)
          ? 'application/json'
          : this.pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'application/json; charset=utf-16',
              'application/vnd.api+json',
              'multipart/form-data; boundary=x',
            ]);
        const kind = this.int(20);
        if (kind === 0) return { text: null, contentType };
        if (kind === 1)
          return {
            text: JSON.stringify(this.value()).slice(0, this.int(30)) + this.pick(['', '}', ',', '"', '{']),
            contentType,
          };
        if (kind < 5) return { text: JSON.stringify(this.value()), contentType };
        const define = (target: { [key: string]: Json }, key: string, value: Json): void => {
          Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
        };
        if (kind < 10) {
          const fields: { [key: string]: Json } = this.object(1);
          if (this.chance(0.5))
            for (const field of ['name', 'address', 'city', 'state', 'country'])
              if (this.chance(0.8)) define(fields, field, this.chance(0.8) ? this.plausible(field) : this.value(1));
          return { text: JSON.stringify(fields), contentType };
        }
        const fields: { [key: string]: Json } = {};
        const known = [
          'name',
          'address',
          'city',
          'state',
          'country',
          'postalCode',
          'phone',
          'email',
          'isActive',
          'password',
        ];
        for (const field of known) if (this.chance(0.5)) define(fields, field, this.plausible(field));
        if (this.chance(0.3)) define(fields, this.key(), this.value(1));
        return { text: JSON.stringify(fields), contentType };
      }

      query(): string {
        if (this.chance(0.4)) return '';
        const keys = [
          'page',
          'limit',
          'search',
          'status',
          'asOf',
          'wait',
          '__proto__',
          'constructor',
          '__proto__[status]',
          'constructor[prototype][x]',
          'status[$ne]',
          'sort',
          'a.b',
          // The audit console's filters.
          'q',
          'aggregate',
          'userId',
          'correlationId',
          'from',
          'to',
          'before',
        ];
        const pairs: string[] = [];
        const count = 1 + this.int(4);
        for (let index = 0; index < count; index += 1) {
          const key = this.chance(0.85) ? this.pick(keys) : this.string().slice(0, 20);
          const value = this.value(2);
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          pairs.push(
            `${encode(key)}=${this.chance(0.95) ? encode(text.slice(0, 1500)) : this.pick(['%', '%ZZ', '%FF', '%00'])}`,
          );
        }
        // Node itself answers 431 (no envelope) past 16 KB of request head: stay well below it.
        return `?${pairs.join('&')}`.slice(0, 4000);
      }

      /** Path ids: the victim branch (with probability `victim`), broken escapes, very long ids, random text. */
      id(victim = 0.3): string {
        if (this.chance(victim)) return this.victimId;
        const kind = this.int(7);
        if (kind < 1) return this.pick(['%', '%ZZ', '%FF', '%00', '%2e%2e', '..%2F..%2Fetc', '%20']);
        if (kind < 2) return 'a'.repeat(1 + this.int(3000));
        const text = this.string();
        return text === '' ? 'empty' : encode(text).slice(0, 3000);
      }

      aggregate(): string {
        return this.chance(0.7)
          ? this.pick([
              'branch',
              'user',
              'membership',
              'reservation',
              'class',
              'plan',
              'payment',
              'inventory',
              'api-key',
            ])
          : encode(this.string() || 'x').slice(0, 200);
      }

      projection(): string {
        return this.chance(0.05) ? this.pick(['branches', 'users']) : encode(this.string() || 'x').slice(0, 200);
      }

      headers(): Record<string, string> {
        const headers: Record<string, string> = {};
        if (this.chance(0.2))
          headers['Accept-Language'] = this.pick([
            'en',
            'es',
            'fr',
            '*',
            'en;q=abc',
            'es-MX,en;q=0.5',
            'xx-YY',
            ',,,;',
          ]);
        if (this.chance(0.05))
          headers['If-Match'] = this.pick(['"0"', '0', 'W/"1"', 'abc', '"-1"', '99999999999999999999', '*', '""']);
        if (this.chance(0.1)) headers['Idempotency-Key'] = this.pick(['fuzz-key', 'a', 'x'.repeat(200), 'bad key!']);
        if (this.chance(0.1)) headers['X-Correlation-Id'] = this.pick(['corr-1', 'x'.repeat(500), 'bad id']);
        if (this.chance(0.05))
          headers['X-Api-Key'] = this.pick([
            '',
            'bxs_',
            'bxs_'.padEnd(85, '0'),
            `bxs_${'f'.repeat(32)}${'Z'.repeat(49)}`,
          ]);
        return headers;
      }
    }

    interface Endpoint {
      readonly method: Method;
      readonly path: (fuzz: Fuzzer) => string;
      readonly body: boolean;
      /** Answers server-sent events, which never end by themselves: read up to the first one. */
      readonly stream?: boolean;
    }

    /** What is wrong with a stream's answer: it is the stream, and its first event a snapshot. */
    const streamProblem = (response: Response): string | null =>
      /^text\/event-stream/.test(String(response.headers['content-type'])) &&
      isRecord(response.body) &&
      response.body.event === 'snapshot'
        ? null
        : `status ${response.status} without a snapshot event`;

    const endpoints: readonly Endpoint[] = [
      { method: 'POST', path: () => '/api/auth/register', body: true },
      { method: 'POST', path: () => '/api/auth/login', body: true },
      { method: 'POST', path: () => '/api/auth/logout', body: true },
      { method: 'GET', path: () => '/api/auth/profile', body: false },
      { method: 'GET', path: () => '/api/branches', body: false },
      { method: 'GET', path: (fuzz) => `/api/branches/${fuzz.id()}`, body: false },
      { method: 'GET', path: (fuzz) => `/api/branches/${fuzz.id()}/stats`, body: false },
      { method: 'POST', path: () => '/api/branches', body: true },
      { method: 'PUT', path: (fuzz) => `/api/branches/${fuzz.id(0.7)}`, body: true },
      { method: 'DELETE', path: (fuzz) => `/api/branches/${fuzz.id()}`, body: true },
      { method: 'GET', path: (fuzz) => `/api/audit/${fuzz.aggregate()}/${fuzz.id()}/events`, body: false },
      { method: 'GET', path: (fuzz) => `/api/audit/${fuzz.aggregate()}/${fuzz.id()}`, body: false },
      { method: 'GET', path: (fuzz) => `/api/audit/${fuzz.aggregate()}/${fuzz.id()}/replay`, body: false },
      { method: 'GET', path: () => '/api/audit/activity', body: false },
      { method: 'GET', path: () => '/api/audit/search', body: false },
      { method: 'GET', path: () => '/api/admin/projections', body: false },
      { method: 'POST', path: (fuzz) => `/api/admin/projections/${fuzz.projection()}/rebuild`, body: true },
      { method: 'POST', path: (fuzz) => `/api/admin/projections/${fuzz.projection()}/check`, body: true },
      { method: 'GET', path: () => '/api/admin/projections/stream', body: false, stream: true },
      { method: 'GET', path: () => '/api/health', body: false },
      { method: 'GET', path: () => '/api/inventory', body: false },
      { method: 'GET', path: () => '/api/inventory/stats', body: false },
      { method: 'GET', path: (fuzz) => `/api/inventory/${fuzz.id()}`, body: false },
      { method: 'GET', path: (fuzz) => `/api/inventory/${fuzz.id()}/movements`, body: false },
      { method: 'POST', path: () => '/api/inventory', body: true },
      { method: 'PUT', path: (fuzz) => `/api/inventory/${fuzz.id()}`, body: true },
      { method: 'DELETE', path: (fuzz) => `/api/inventory/${fuzz.id()}`, body: true },
      { method: 'POST', path: (fuzz) => `/api/inventory/${fuzz.id()}/movements`, body: true },
      { method: 'POST', path: (fuzz) => `/api/inventory/${fuzz.id()}/sales`, body: true },
      { method: 'POST', path: (fuzz) => `/api/inventory/${fuzz.id()}/transfers`, body: true },
      { method: 'PUT', path: (fuzz) => `/api/payments/${fuzz.id()}`, body: true },
      { method: 'GET', path: () => '/api/admin/api-keys', body: false },
      { method: 'POST', path: () => '/api/admin/api-keys', body: true },
      { method: 'DELETE', path: (fuzz) => `/api/admin/api-keys/${fuzz.id()}`, body: true },
    ];

    it(`answers ${REQUESTS} seeded random requests to every endpoint, any role, enveloped, never a 5xx`, async () => {
      const victimId = await createBranch(branchBody('Sucursal Blanco'));
      let victim = await readBranch(victimId);
      const beforeFuzz = await snapshot();
      const fuzz = new Fuzzer(SEED, victimId);
      const clientEmail = 'fuzz.client@example.com';
      await call('POST', '/api/auth/register')
        .send({ name: 'Cliente Fuzz', email: clientEmail, password: 'Boxeo2024' })
        .expect(201);
      const credentials = { admin: ADMIN, client: { email: clientEmail, password: 'Boxeo2024' } } as const;
      const tokens = {
        admin: await t.login(ADMIN.email, ADMIN.password),
        client: await t.login(clientEmail, 'Boxeo2024'),
      };
      const roles = ['admin', 'client', 'anonymous'] as const;

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const startedAt = Date.now();
      let sent = 0;
      for (let index = 0; index < REQUESTS && Date.now() - startedAt < TIME_BUDGET_MS; index += 1) {
        const endpoint = endpoints[index % endpoints.length] as Endpoint;
        const role = roles[Math.floor(index / endpoints.length) % roles.length] as (typeof roles)[number];
        const path = endpoint.path(fuzz) + fuzz.query();
        const body = endpoint.body && fuzz.chance(0.9) ? fuzz.body() : null;
        const token = role === 'anonymous' ? null : tokens[role];
        let request = call(endpoint.method, path, token).set(fuzz.headers());
        if (endpoint.stream) request = request.buffer(true).parse(firstEventOrJson);
        if (body?.text != null) request = request.set('Content-Type', body.contentType).send(body.text);
        const described =
          `#${index} ${role} ${endpoint.method} ${path.slice(0, 150)} ` +
          `${body?.contentType ?? ''} ${body?.text?.slice(0, 150) ?? ''}`;
        let response: Response;
        try {
          response = await request;
        } catch (error) {
          failures.push(`${described} -> request failed: ${String(error)}`);
          continue;
        }
        sent += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const problem =
          endpoint.stream && response.status === 200
            ? streamProblem(response)
            : envelopeProblem(response.status, response.body);
        if (problem) failures.push(`${described} -> ${problem}: ${JSON.stringify(response.body).slice(0, 200)}`);

        // A logout ends that session: log in again so the rest of the run keeps its role.
        const route = path.split('?')[0];
        if (route === '/api/auth/logout' && role !== 'anonymous' && response.status === 200) {
          tokens[role] = await t.login(credentials[role].email, credentials[role].password);
        }
        // What a command acknowledged is what reads answer; what it refused changed nothing.
        if (endpoint.method === 'POST' && route === '/api/branches' && response.status === 201) {
          const read = await call('GET', `/api/branches/${idOf(response)}`, superAdmin);
          if (JSON.stringify(read.body.data) !== JSON.stringify(response.body.data))
            failures.push(`${described} -> created branch reads back as ${JSON.stringify(read.body).slice(0, 200)}`);
        }
        if (path.startsWith(`/api/branches/${victimId}`)) {
          const now = await readBranch(victimId);
          const changed = (endpoint.method === 'PUT' || endpoint.method === 'DELETE') && response.status === 200;
          const expected = changed ? response.body.data : victim;
          if (JSON.stringify(now) !== JSON.stringify(expected))
            failures.push(
              `${described} -> branch ${victimId} is ${JSON.stringify(now)} but should be ${JSON.stringify(expected)}`,
            );
          victim = now;
        }
      }
      // Random requests may have started rebuilds: let them finish before comparing what is stored.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const projections = dataOf(await call('GET', '/api/health', null).expect(200));
        const list = await call('GET', '/api/admin/projections', superAdmin).expect(200);
        if (
          !(list.body.data as { status: string }[]).some((projection) => projection.status === 'rebuilding') &&
          projections.status === 'ok'
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, 100));
      expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
      // The run reached success paths and every kind of refusal, not only one wall of 401s.
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
      expect(await snapshot()).toEqual(beforeFuzz);
      expect(await readBranch(victimId)).toEqual(victim);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysAtStart);
      const health = await call('GET', '/api/health').expect(200);
      expect(health.body).toMatchObject({ success: true, data: { status: 'ok', projections: 'live' } });
    });
  });

  it('kept everything stored before the bad input unchanged, and stays healthy', async () => {
    expect(await snapshot()).toEqual(before);
    await call('GET', '/api/health').expect(200);
    await t.login(ADMIN.email, ADMIN.password);
    await t.login('ana.torres@example.com', 'Boxeo2024');
  });
});
