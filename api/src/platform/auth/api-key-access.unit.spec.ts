import { Controller, Get, Query } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import type { ApiKeyPrincipals } from './api-key-principals.js';
import { admitApiKey, type KeyRequest, type KeyRule } from './api-key-access.js';
import type { AuthUser } from './auth-user.js';
import { takesBranchFilter } from './branch-filter.js';

class BranchQuery {
  @IsOptional() @IsString() branchId?: string;
}
class ChildQuery extends BranchQuery {
  @IsOptional() @IsString() search?: string;
}
class PlainQuery {
  @IsOptional() @IsString() search?: string;
}

@Controller('things')
class ThingsController {
  @Get() list(@Query() _query: ChildQuery): string[] {
    return [];
  }
  @Get('stats') stats(@Query() _query: PlainQuery): number {
    return 0;
  }
}

const keyUser = (branchId: string | null): AuthUser => ({
  id: 'api-key:k1',
  role: 'ADMIN',
  name: 'Tablero',
  email: '',
  branchId,
  tokenId: 'api-key:k1',
  tokenExpiresAt: 0,
  apiKey: { id: 'k1', branchId },
});
const principals = (branchId: string | null): ApiKeyPrincipals => ({ authenticate: async () => keyUser(branchId) });
const rule = (extra: Partial<KeyRule> = {}): KeyRule => ({
  isPublic: false,
  allowed: ['ADMIN', 'SUPER_ADMIN'],
  forbiddenMessage: 'HTTP.FORBIDDEN',
  noApiKeys: false,
  takesBranchFilter: true,
  ...extra,
});
const request = (method = 'GET', query: Record<string, unknown> = {}): KeyRequest => ({ method, headers: {}, query });
const refusal = (code: string) => expect.objectContaining({ code });

describe('API key access', () => {
  it('finds the routes whose query takes a branch filter, inherited ones too', () => {
    expect(takesBranchFilter(ThingsController, ThingsController.prototype.list)).toBe(true);
    expect(takesBranchFilter(ThingsController, ThingsController.prototype.stats)).toBe(false);
  });

  it('lets a key read what admins read, and nothing else', async () => {
    await expect(admitApiKey(principals(null), 'k', request(), rule())).resolves.toMatchObject({ id: 'api-key:k1' });
    await expect(admitApiKey(principals(null), 'k', request('HEAD'), rule({ isPublic: true }))).resolves.toBeTruthy();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      await expect(admitApiKey(principals(null), 'k', request(method), rule({ isPublic: true }))).rejects.toEqual(
        refusal('API_KEY.READ_ONLY'),
      );
    await expect(admitApiKey(principals(null), 'k', request(), rule({ noApiKeys: true }))).rejects.toEqual(
      refusal('HTTP.FORBIDDEN'),
    );
    await expect(admitApiKey(principals(null), 'k', request(), rule({ allowed: ['SUPER_ADMIN'] }))).rejects.toEqual(
      refusal('HTTP.FORBIDDEN'),
    );
  });

  it('refuses as unauthenticated a key beside a bearer token, two keys, or no module to ask', async () => {
    const withToken = { method: 'GET', headers: { authorization: 'Bearer x' }, query: {} };
    await expect(admitApiKey(principals(null), 'k', withToken, rule())).rejects.toEqual(refusal('API_KEY.INVALID'));
    await expect(admitApiKey(principals(null), ['a', 'b'], request(), rule())).rejects.toEqual(
      refusal('API_KEY.INVALID'),
    );
    await expect(admitApiKey(null, 'k', request(), rule())).rejects.toEqual(refusal('API_KEY.INVALID'));
  });

  it("sets a branch key's branch on a route that filters by branch, and refuses another", async () => {
    const unfiltered = request('GET', { page: '2' });
    await admitApiKey(principals('b1'), 'k', unfiltered, rule());
    expect(unfiltered.query).toEqual({ page: '2', branchId: 'b1' });
    await expect(admitApiKey(principals('b1'), 'k', request('GET', { branchId: 'b1' }), rule())).resolves.toBeTruthy();
    for (const other of ['b2', ['b1', 'b2'], ''])
      await expect(admitApiKey(principals('b1'), 'k', request('GET', { branchId: other }), rule())).rejects.toEqual(
        refusal('API_KEY.OUT_OF_SCOPE'),
      );
  });

  it('refuses a branch key what cannot be narrowed to its branch, except public routes', async () => {
    await expect(admitApiKey(principals('b1'), 'k', request(), rule({ takesBranchFilter: false }))).rejects.toEqual(
      refusal('API_KEY.OUT_OF_SCOPE'),
    );
    const open = rule({ takesBranchFilter: false, isPublic: true });
    await expect(admitApiKey(principals('b1'), 'k', request(), open)).resolves.toBeTruthy();
  });
});
