import { bearer, type TestApp } from './test-app.js';

/** A branch of the studio, created through the API by a SUPER_ADMIN (only they create branches); its id. */
export async function aBranch(t: TestApp, superAdmin: string, name = 'BoxStudio Polanco'): Promise<string> {
  const body = { name, address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México' };
  return (await t.http().post('/api/branches').set(bearer(superAdmin)).send(body).expect(201)).body.data.id as string;
}
