import { checkManagement, type ManagementRequest } from './user-management.policy.js';

const superAdmin = { id: 'sa', role: 'SUPER_ADMIN' as const };
const admin = { id: 'ad', role: 'ADMIN' as const };
const instructor = { id: 'in', role: 'INSTRUCTOR' as const, isActive: true };
const code = (request: ManagementRequest): string | null => {
  try {
    checkManagement(request);
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('user management policy', () => {
  it('lets an admin manage instructors, supervisors, managers and clients', () => {
    expect(code({ actor: admin, newRole: 'MANAGER', otherActiveSuperAdmins: 1 })).toBeNull();
    expect(code({ actor: admin, target: instructor, newRole: 'SUPERVISOR', otherActiveSuperAdmins: 1 })).toBeNull();
    expect(code({ actor: admin, target: instructor, remove: true, otherActiveSuperAdmins: 1 })).toBeNull();
  });

  it('keeps admin roles and admin accounts in the hands of a super admin', () => {
    expect(code({ actor: admin, newRole: 'ADMIN', otherActiveSuperAdmins: 1 })).toBe('USER.ROLE_FORBIDDEN');
    expect(code({ actor: admin, target: instructor, newRole: 'SUPER_ADMIN', otherActiveSuperAdmins: 1 })).toBe(
      'USER.ROLE_FORBIDDEN',
    );
    expect(
      code({
        actor: admin,
        target: { id: 'x', role: 'ADMIN', isActive: true },
        deactivate: true,
        otherActiveSuperAdmins: 1,
      }),
    ).toBe('USER.ROLE_FORBIDDEN');
    expect(code({ actor: superAdmin, target: instructor, newRole: 'ADMIN', otherActiveSuperAdmins: 0 })).toBeNull();
  });

  it('refuses changing one’s own standing, but not one’s own profile', () => {
    const self = { id: 'sa', role: 'SUPER_ADMIN' as const, isActive: true };
    expect(code({ actor: superAdmin, target: self, remove: true, otherActiveSuperAdmins: 3 })).toBe('USER.SELF_CHANGE');
    expect(code({ actor: superAdmin, target: self, deactivate: true, otherActiveSuperAdmins: 3 })).toBe(
      'USER.SELF_CHANGE',
    );
    expect(code({ actor: superAdmin, target: self, otherActiveSuperAdmins: 0 })).toBeNull();
    const ownAccount = { id: 'ad', role: 'ADMIN' as const, isActive: true };
    expect(code({ actor: admin, target: ownAccount, otherActiveSuperAdmins: 1 })).toBeNull();
    expect(code({ actor: admin, target: ownAccount, newRole: 'ADMIN', otherActiveSuperAdmins: 1 })).toBeNull();
    expect(code({ actor: admin, target: ownAccount, newRole: 'MANAGER', otherActiveSuperAdmins: 1 })).toBe(
      'USER.SELF_CHANGE',
    );
  });

  it('never leaves the studio without an active super admin', () => {
    const other = { id: 'sa2', role: 'SUPER_ADMIN' as const, isActive: true };
    expect(code({ actor: superAdmin, target: other, newRole: 'ADMIN', otherActiveSuperAdmins: 0 })).toBe(
      'USER.LAST_SUPER_ADMIN',
    );
    expect(code({ actor: superAdmin, target: other, newRole: 'ADMIN', otherActiveSuperAdmins: 1 })).toBeNull();
  });
});
