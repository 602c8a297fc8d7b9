import { isAdminRole, type UserDto } from '@boxstudio/contracts';

/** Where a logged-in person belongs: admins to /admin, instructors to their classes, others to /dashboard. */
export function homePathFor(user: UserDto): string {
  if (isAdminRole(user.role)) return '/admin';
  if (user.role === 'INSTRUCTOR') return '/instructor-classes';
  return '/dashboard';
}
