import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { Role } from '@boxstudio/contracts';
import { aUser, renderRoutes } from '../testing/render';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

const profile = jest.fn();
jest.mock('../features/auth/api', () => ({ useProfileQuery: () => profile() }));

const page = (name: string) => <h1>{name}</h1>;

const routes: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: '/login', element: page('login') }] },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: page('dashboard') },
      { path: '/instructor-classes', element: page('instructor') },
      { path: '/profile', element: page('profile') },
    ],
  },
  { element: <RequireAdmin />, children: [{ path: '/admin', element: page('admin') }] },
];

// The admin guard's own redirect, seen without the guest-only guard on /login.
const adminRoutes: RouteObject[] = [
  { path: '/login', element: page('login') },
  { path: '/dashboard', element: page('dashboard') },
  { path: '/instructor-classes', element: page('instructor') },
  { element: <RequireAdmin />, children: [{ path: '/admin', element: page('admin') }] },
];

const heading = () => screen.getByRole('heading').textContent;

describe('route guards', () => {
  it.each(['/dashboard', '/instructor-classes', '/admin'])(
    'someone with a temporary password goes from %s to /profile to choose their own first',
    (path) => {
      const { pathname } = renderRoutes(routes, { path, user: aUser('ADMIN', { mustChangePassword: true }) });
      expect(pathname()).toBe('/profile');
      expect(heading()).toBe('profile');
    },
  );

  it('login guard: a guest goes to /login', () => {
    const { pathname } = renderRoutes(routes, { path: '/dashboard' });
    expect(pathname()).toBe('/login');
  });

  it('login guard: a token without a user loads the profile, and on failure logs out', () => {
    profile.mockReturnValue({ data: undefined, isError: true });
    const { pathname, store } = renderRoutes(routes, { path: '/dashboard', tokenOnly: true });
    expect(pathname()).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('login guard: a token without a user stays once the profile loads', () => {
    profile.mockReturnValue({ data: aUser('CLIENT'), isError: false });
    const { store } = renderRoutes(routes, { path: '/dashboard', tokenOnly: true });
    expect(heading()).toBe('dashboard');
    expect(store.getState().session.user?.role).toBe('CLIENT');
  });

  it.each<[Role | 'guest', string]>([
    ['guest', '/login'],
    ['CLIENT', '/dashboard'],
    ['INSTRUCTOR', '/instructor-classes'],
    ['EMPLOYEE', '/login'],
    ['SUPERVISOR', '/login'],
    ['ADMIN', '/admin'],
    ['SUPER_ADMIN', '/admin'],
  ])('admin guard: %s ends on %s', (role, target) => {
    const { pathname } = renderRoutes(adminRoutes, {
      path: '/admin',
      user: role === 'guest' ? undefined : aUser(role),
    });
    expect(pathname()).toBe(target);
  });

  it('admin guard then guest-only guard: a signed-in employee without a menu lands on /dashboard', () => {
    const { pathname } = renderRoutes(routes, { path: '/admin', user: aUser('EMPLOYEE') });
    expect(pathname()).toBe('/dashboard');
  });

  it.each<[Role | 'guest', string]>([
    ['guest', '/login'],
    ['ADMIN', '/admin'],
    ['SUPER_ADMIN', '/admin'],
    ['INSTRUCTOR', '/instructor-classes'],
    ['CLIENT', '/dashboard'],
    ['MANAGER', '/dashboard'],
  ])('guest-only guard: %s ends on %s', (role, target) => {
    const { pathname } = renderRoutes(routes, { path: '/login', user: role === 'guest' ? undefined : aUser(role) });
    expect(pathname()).toBe(target);
  });
});
