import { proposedRole } from './role-cycle';
import { assignableRoles } from './management';

describe('the role proposed by Cambiar Rol (spec §4)', () => {
  it('follows INSTRUCTOR → SUPERVISOR → MANAGER → ADMIN → INSTRUCTOR for a super admin', () => {
    const all = assignableRoles({ id: 'owner', role: 'SUPER_ADMIN' });
    expect(proposedRole('INSTRUCTOR', all)).toBe('SUPERVISOR');
    expect(proposedRole('SUPERVISOR', all)).toBe('MANAGER');
    expect(proposedRole('MANAGER', all)).toBe('ADMIN');
    expect(proposedRole('ADMIN', all)).toBe('INSTRUCTOR');
  });

  it('passes over ADMIN when the signed-in admin may not give it', () => {
    const mine = assignableRoles({ id: 'admin', role: 'ADMIN' });
    expect(mine).toEqual(['INSTRUCTOR', 'SUPERVISOR', 'MANAGER']);
    expect(proposedRole('MANAGER', mine)).toBe('INSTRUCTOR');
    expect(proposedRole('INSTRUCTOR', mine)).toBe('SUPERVISOR');
  });

  it('starts the cycle for a role outside it, and proposes the same role when nothing else may be given', () => {
    expect(proposedRole('CLIENT')).toBe('INSTRUCTOR');
    expect(proposedRole('INSTRUCTOR', ['INSTRUCTOR'])).toBe('INSTRUCTOR');
  });
});
