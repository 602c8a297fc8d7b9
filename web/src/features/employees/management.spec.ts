import type { Role } from '@boxstudio/contracts';
import { managementOf } from './management';

const person = (id: string, role: Role) => ({ id, role });

describe('what the signed-in person may do to someone (the server rules, docs/decisions.md People)', () => {
  it('lets a super admin manage everyone but themselves', () => {
    const owner = { id: 'owner', role: 'SUPER_ADMIN' as const };
    expect(managementOf(owner, person('ana', 'ADMIN'))).toEqual({ edit: null, standing: null });
    expect(managementOf(owner, person('owner', 'SUPER_ADMIN'))).toEqual({ edit: null, standing: 'self' });
  });

  it("keeps an admin away from other admins' accounts, and lets them edit their own profile", () => {
    const admin = { id: 'alejandro', role: 'ADMIN' as const };
    expect(managementOf(admin, person('ana', 'INSTRUCTOR'))).toEqual({ edit: null, standing: null });
    expect(managementOf(admin, person('otra', 'ADMIN'))).toEqual({ edit: 'adminAccount', standing: 'adminAccount' });
    expect(managementOf(admin, person('dueña', 'SUPER_ADMIN')).standing).toBe('adminAccount');
    expect(managementOf(admin, person('alejandro', 'ADMIN'))).toEqual({ edit: null, standing: 'self' });
  });
});
