import { isAdminRole, type UserDto } from '@boxstudio/contracts';

/**
 * Where a logged-in person belongs: admins to /admin, instructors to their classes, others to
 * /dashboard; first to /profile, whoever holds a temporary password, to choose their own.
 */
export function homePathFor(user: UserDto): string {
  if (user.mustChangePassword) return '/profile';
  if (isAdminRole(user.role)) return '/admin';
  if (user.role === 'INSTRUCTOR') return '/instructor-classes';
  return '/dashboard';
}
