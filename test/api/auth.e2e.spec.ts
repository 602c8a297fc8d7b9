import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { ADMIN, bearer, startTestApp, type TestApp } from '../support/test-app.js';

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const newClient = (email: string) => ({
    name: 'Lucía Hernández',
    email,
    password: 'Boxeo2024',
    phone: '+52 55 1234 5678',
  });

  it('creates the super admin on first start and logs them in', async () => {
    const response = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data.user).toMatchObject({ email: ADMIN.email, role: 'SUPER_ADMIN', isActive: true });
    expect(typeof response.body.data.token).toBe('string');
  });

  it('registers a CLIENT whatever role the body asks for, and never answers a password or hash', async () => {
    const response = await t
      .http()
      .post('/api/auth/register')
      .send({ ...newClient('lucia@example.com'), role: 'SUPER_ADMIN' })
      .expect(201);
    expect(response.body.data.user).toMatchObject({
      name: 'Lucía Hernández',
      email: 'lucia@example.com',
      role: 'CLIENT',
      isActive: true,
    });
    // The one field that names a password is the flag saying whether one must be chosen: a boolean, no secret.
    expect(response.body.data.user.mustChangePassword).toBe(false);
    const shown = JSON.stringify(response.body).replace('"mustChangePassword":false', '');
    expect(shown).not.toMatch(/password|hash|argon/i);
    const profile = await t.http().get('/api/auth/profile').set(bearer(response.body.data.token)).expect(200);
    expect(profile.body.data).toMatchObject({ email: 'lucia@example.com', role: 'CLIENT' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await t.http().post('/api/auth/register').send(newClient('pedro@example.com')).expect(201);
    const response = await t.http().post('/api/auth/register').send(newClient('  PEDRO@example.com ')).expect(409);
    expect(response.body).toMatchObject({
      success: false,
      message: 'El email ya está registrado',
      code: 'AUTH.EMAIL_TAKEN',
    });
  });

  it('lets exactly one of many concurrent registrations of one email win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.http().post('/api/auth/register').send(newClient('same@example.com'))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
  });

  it('answers the spec message for wrong credentials, in Spanish and in English', async () => {
    const es = await t.http().post('/api/auth/login').send({ email: ADMIN.email, password: 'Wrong123' }).expect(401);
    expect(es.body).toMatchObject({ success: false, message: 'Credenciales inválidas' });
    const en = await t
      .http()
      .post('/api/auth/login')
      .set('Accept-Language', 'en-US,en;q=0.9')
      .send({ email: 'nobody@example.com', password: 'x' })
      .expect(401);
    expect(en.body.message).toBe('Invalid credentials');
  });

  it('validates registration with the spec messages', async () => {
    const response = await t
      .http()
      .post('/api/auth/register')
      .send({ name: '', email: 'not-an-email', password: 'abc' })
      .expect(400);
    const byField = Object.fromEntries(
      (response.body.errors as { field: string; message: string }[]).map((error) => [error.field, error.message]),
    );
    expect(byField).toEqual({
      name: 'Este campo es requerido',
      email: 'Email inválido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    const weak = await t
      .http()
      .post('/api/auth/register')
      .send({ ...newClient('weak@example.com'), password: 'abcdefg' })
      .expect(400);
    expect(weak.body.errors[0].message).toBe(
      'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    );
  });

  it('closes routes without a token and with a bad token', async () => {
    const none = await t.http().get('/api/auth/profile').expect(401);
    expect(none.body).toMatchObject({ success: false, message: 'No autenticado. Inicia sesión.' });
    await t.http().get('/api/auth/profile').set(bearer('not.a.token')).expect(401);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    await t.http().post('/api/auth/logout').set(bearer(token)).expect(200);
    await t.http().get('/api/auth/profile').set(bearer(token)).expect(401);
    // Other sessions of the same person keep working.
    await t
      .http()
      .get('/api/auth/profile')
      .set(bearer(await t.login(ADMIN.email, ADMIN.password)))
      .expect(200);
  });
});

describe('throttling of login and register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_THROTTLE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with the envelope once the limit is passed', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await t.http().post('/api/auth/login').send({ email: 'x@example.com', password: 'Wrong123' })).status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await t.http().post('/api/auth/login').send({ email: 'x@example.com', password: 'Wrong123' });
    expect(limited.body).toMatchObject({ success: false, code: 'HTTP.TOO_MANY_REQUESTS' });
    // The standard header, in whole seconds, beside the throttler's own.
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('tokens accepted before', () => {
  const SECRET = 'a-test-secret-long-enough-for-hs256-signatures';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ JWT_SECRET: SECRET });
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.http().get('/api/auth/profile').set(bearer(token));

  it('refuses a token whose signature or payload was changed after the genuine one was accepted', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    await profile(token).expect(200);
    await profile(token).expect(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await profile(`${header}.${payload}.${otherSignature}`).expect(401);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: (claims['exp'] as number) + 3600 })).toString(
      'base64url',
    );
    await profile(`${header}.${longer}.${signature}`).expect(401);
    await profile(token).expect(200);
  });

  it('refuses a token from the second it expires, though it was accepted before', async () => {
    const login = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
    const adminId = login.body.data.user.id as string;
    const token = await new JwtService({ secret: SECRET }).signAsync(
      { sub: adminId, jti: randomUUID(), iatMs: Date.now() },
      { expiresIn: 2, algorithm: 'HS256' },
    );
    const expiresAt =
      (JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')) as { exp: number }).exp *
      1000;
    await profile(token).expect(200);
    await profile(token).expect(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 20));
    const expired = await profile(token).expect(401);
    expect(expired.body).toMatchObject({ success: false, message: 'No autenticado. Inicia sesión.' });
  });
});
