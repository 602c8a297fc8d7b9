import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** The HTTP edge under hostile and unusual use: every answer in the envelope, nothing silently lost. */

const branch = { name: 'BoxStudio Edge', address: 'Av. Juárez 10', city: 'Toluca', state: 'México', country: 'México' };

describe('the HTTP edge', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
  });

  afterAll(async () => {
    await t?.close();
  });

  const createBranch = async (name: string) =>
    (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(admin))
        .send({ ...branch, name })
        .expect(201)
    ).body.data.id as string;

  it('reads every JSON media type: a merge-patch edit changes what it says', async () => {
    const id = await createBranch('Edge Merge');
    const edited = await t
      .http()
      .put(`/api/branches/${id}`)
      .set(bearer(admin))
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ city: 'Metepec' }))
      .expect(200);
    expect(edited.body.data.city).toBe('Metepec');
    expect((await t.http().get(`/api/branches/${id}`).set(bearer(admin)).expect(200)).body.data.city).toBe('Metepec');
    await t
      .http()
      .put(`/api/branches/${id}`)
      .set(bearer(admin))
      .set('Content-Type', 'text/plain')
      .send('city=Lerma')
      .expect(415);
  });

  it('answers invalid JSON with a field error on the body', async () => {
    const broken = await t
      .http()
      .post('/api/branches')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(broken.body).toMatchObject({
      success: false,
      code: 'HTTP.INVALID_JSON',
      errors: [{ field: 'body', message: 'El cuerpo de la petición no es JSON válido' }],
    });
    const english = await t
      .http()
      .post('/api/branches')
      .set(bearer(admin))
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(english.body.errors).toEqual([
      expect.objectContaining({ field: 'body', message: 'The request body is not valid JSON' }),
    ]);
  });

  it('answers a URL too long for the server in the envelope', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/api/branches?search=${'a'.repeat(20_000)}` },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      code: 'HTTP.HEADERS_TOO_LARGE',
      message: 'La dirección o los encabezados de la petición son demasiado largos',
    });
  });

  it('treats text made only of invisible characters as missing, and refuses control and bidi characters', async () => {
    const invisible = await t
      .http()
      .post('/api/branches')
      .set(bearer(admin))
      .send({ ...branch, name: '\u200B\u200B\u200B' })
      .expect(400);
    expect(invisible.body.errors).toEqual([
      expect.objectContaining({ field: 'name', message: 'Este campo es requerido' }),
    ]);
    for (const name of ['Box\u202EoidutS', 'Box\u0000Studio', 'Box\u200BStudio', 'Box\nStudio']) {
      const refused = await t
        .http()
        .post('/api/branches')
        .set(bearer(admin))
        .send({ ...branch, name })
        .expect(400);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ field: 'name', message: 'Contiene caracteres no permitidos' }),
      ]);
    }
    const noBreakSpaces = await t
      .http()
      .post('/api/branches')
      .set(bearer(admin))
      .send({ ...branch, name: '\u00A0\u3000 Edge Cafe\u0301 \u2003', address: 'Calle 1\r\nInterior 2' })
      .expect(201);
    expect(noBreakSpaces.body.data).toMatchObject({ name: 'Edge Caf\u00E9', address: 'Calle 1\nInterior 2' });
    const client = await t
      .http()
      .post('/api/clients')
      .set(bearer(admin))
      .send({ name: '\uFEFF\u2060', email: 'invisible@example.com', phone: '+52 55 1234 5678' })
      .expect(400);
    expect(client.body.errors).toEqual([
      expect.objectContaining({ field: 'name', message: 'Este campo es requerido' }),
    ]);
  });

  it('refuses lookalike emails and keeps one account per address however it is written', async () => {
    const registered = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Ana Ruiz', email: 'ana.ruiz@example.com', password: 'Boxeo2024' })
      .expect(201);
    expect(registered.body.data.user.email).toBe('ana.ruiz@example.com');
    const trailingDot = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Ana R.', email: 'Ana.Ruiz@Example.com.', password: 'Boxeo2024' })
      .expect(409);
    expect(trailingDot.body.message).toBe('El email ya está registrado');
    const cyrillic = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Ana R.', email: 'аna.ruiz@example.com', password: 'Boxeo2024' })
      .expect(400);
    expect(cyrillic.body.errors).toEqual([expect.objectContaining({ field: 'email', message: 'Email inválido' })]);
    const greekDomain = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Ana R.', email: 'ana@exαmple.com', password: 'Boxeo2024' })
      .expect(400);
    expect(greekDomain.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
    const stored = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Luis', email: 'luis@example.com.', password: 'Boxeo2024' })
      .expect(201);
    expect(stored.body.data.user.email).toBe('luis@example.com');
    await t.http().post('/api/auth/login').send({ email: 'LUIS@example.com.', password: 'Boxeo2024' }).expect(200);
  });

  it('sends upgrade-insecure-requests only to requests that came over HTTPS', async () => {
    const plain = await t.http().get('/api/health').expect(200);
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(String(proxied.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sends the same security headers on every answer, and no X-Powered-By', async () => {
    const expected = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
    };
    for (const response of [
      await t.http().get('/api/health'),
      await t.http().get('/api/nowhere'),
      await t.http().post('/api/branches').send({}),
    ]) {
      expect(response.headers).toMatchObject(expected);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    const proxied = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(proxied.headers).toMatchObject({
      ...expected,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('answers JSON with its length, and HEAD with the headers of GET and no body', async () => {
    const get = await t.http().get('/api/branches').expect(200);
    expect(get.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(get.headers['content-length'])).toBe(Buffer.byteLength(get.text));
    const head = await t.http().head('/api/branches').expect(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('routes by resource as one table would: any case, trailing slash, unknown path or method enveloped', async () => {
    const id = await createBranch('Edge Routes');
    expect((await t.http().get(`/API/Branches/${id}`).set(bearer(admin)).expect(200)).body.data.id).toBe(id);
    expect((await t.http().get('/api/branches/').expect(200)).body.success).toBe(true);
    expect((await t.http().get(`/api/branches/${id}/stats`).set(bearer(admin)).expect(200)).body.success).toBe(true);
    for (const miss of [
      t.http().get('/api/branchesx'),
      t.http().get(`/api/branches/${id}/nothing`),
      t.http().patch(`/api/branches/${id}`).set(bearer(admin)),
      t.http().options('/api/branches'),
    ]) {
      const answered = await miss.expect(404);
      expect(answered.body).toMatchObject({
        success: false,
        code: 'HTTP.ROUTE_NOT_FOUND',
        message: 'Ruta no encontrada',
      });
    }
  });

  it('serves the API documentation: the page, its script and the OpenAPI document', async () => {
    expect((await t.http().get('/api/docs').expect(200)).text).toContain('<html');
    expect((await t.http().get('/api/docs/swagger-ui-init.js').expect(200)).text).toContain('swaggerDoc');
    const openApi = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(openApi.body.paths)).toEqual(
      expect.arrayContaining(['/api/branches', '/api/branches/{id}', '/api/health']),
    );
  });

  it('answers 401 to an invalid or revoked token on a public read, and anonymously without one', async () => {
    await t.http().get('/api/branches').expect(200);
    await t.http().get('/api/branches').set(bearer('not-a-token')).expect(401);
    const token = await t.login('admin@boxstudio.local', 'Admin123!');
    await t.http().post('/api/auth/logout').set(bearer(token)).expect(200);
    const revoked = await t.http().get('/api/branches').set(bearer(token)).expect(401);
    expect(revoked.body).toMatchObject({ success: false, code: 'HTTP.UNAUTHORIZED' });
  });

  it('keeps tokens issued before a deactivation or a role change revoked, even after a reactivation', async () => {
    await t
      .http()
      .post('/api/users')
      .set(bearer(admin))
      .send({ name: 'Sesiones', email: 'sesiones@boxstudio.mx', password: 'Boxeo2024', role: 'INSTRUCTOR' })
      .expect(201);
    const before = await t.login('sesiones@boxstudio.mx', 'Boxeo2024');
    const id = (await t.http().get('/api/auth/profile').set(bearer(before)).expect(200)).body.data.id as string;
    await t.http().put(`/api/users/${id}`).set(bearer(admin)).send({ isActive: false }).expect(200);
    await t.http().put(`/api/users/${id}`).set(bearer(admin)).send({ isActive: true }).expect(200);
    await t.http().get('/api/auth/profile').set(bearer(before)).expect(401);
    const after = await t.login('sesiones@boxstudio.mx', 'Boxeo2024');
    await t.http().get('/api/auth/profile').set(bearer(after)).expect(200);
    await t.http().put(`/api/users/${id}`).set(bearer(admin)).send({ role: 'SUPERVISOR' }).expect(200);
    await t.http().get('/api/auth/profile').set(bearer(after)).expect(401);
    const promoted = await t.login('sesiones@boxstudio.mx', 'Boxeo2024');
    expect((await t.http().get('/api/auth/profile').set(bearer(promoted)).expect(200)).body.data.role).toBe(
      'SUPERVISOR',
    );
  });

  it('marks every API answer no-store, success and failure alike, with no ETag to revalidate', async () => {
    for (const response of [
      await t.http().get('/api/branches'),
      await t.http().get('/api/users'),
      await t.http().get('/api/nowhere'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['etag']).toBeUndefined();
    }
  });

  it('keeps the data folder and the credentials private to the product', () => {
    expect(statSync(t.dataDir).mode & 0o777).toBe(0o700);
    for (const file of ['credentials.sqlite3', 'events.sqlite3', 'jwt-secret']) {
      expect({ file, mode: statSync(join(t.dataDir, file)).mode & 0o777 }).toEqual({ file, mode: 0o600 });
    }
  });
});
