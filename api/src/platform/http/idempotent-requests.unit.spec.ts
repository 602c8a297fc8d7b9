import type { Request } from 'express';
import { fingerprintOf } from './idempotent-requests.js';

const request = (body: unknown, url = '/api/users', method = 'POST'): Request =>
  ({ method, originalUrl: url, body }) as Request;

describe('the fingerprint of a request (recorded with its events)', () => {
  it('is the same for the same body in any key order, and differs with the body, the address or the method', () => {
    const first = fingerprintOf(request({ name: 'Ana', role: 'CLIENT', profile: { a: 1, b: 2 } }));
    expect(fingerprintOf(request({ profile: { b: 2, a: 1 }, role: 'CLIENT', name: 'Ana' }))).toBe(first);
    expect(fingerprintOf(request({ name: 'Eva', role: 'CLIENT', profile: { a: 1, b: 2 } }))).not.toBe(first);
    expect(fingerprintOf(request({ name: 'Ana', role: 'CLIENT', profile: { a: 1, b: 2 } }, '/api/clients'))).not.toBe(
      first,
    );
    expect(
      fingerprintOf(request({ name: 'Ana', role: 'CLIENT', profile: { a: 1, b: 2 } }, '/api/users', 'PUT')),
    ).not.toBe(first);
  });

  it('leaves passwords out, so no hash of a secret is ever recorded', () => {
    const withPassword = fingerprintOf(request({ name: 'Ana', password: 'Secreta123' }));
    expect(fingerprintOf(request({ name: 'Ana', password: 'OtraClave9' }))).toBe(withPassword);
    expect(fingerprintOf(request({ name: 'Ana' }))).toBe(withPassword);
    const change = (currentPassword: string, newPassword: string) =>
      fingerprintOf(request({ currentPassword, newPassword }, '/api/auth/password', 'PUT'));
    expect(change('Secreta123', 'Nueva2025')).toBe(change('OtraClave9', 'Distinta77'));
  });
});
