import type { ReactElement } from 'react';
import { jest } from '@jest/globals';
import { I18nextProvider } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isAdminRole, type Role, type UserDto } from '@boxstudio/contracts';
import { AppProviders } from '../app/providers';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { DEFAULT_PREFERENCES } from '../lib/preferences-slice';
import { createI18n, resourcesFromFiles } from '../lib/i18n-setup';
import { files } from './load-locales.cjs';

export function testI18n(language: 'es' | 'en' = 'es') {
  return createI18n(resourcesFromFiles(files), language);
}

/** A create/edit dialog's props from its screen: open, not saving, its handlers as mocks to assert on. */
export function recordDialogProps() {
  return {
    isOpen: true,
    saving: false,
    serverErrors: {},
    onCancel: jest.fn(),
    onCreate: jest.fn(),
    onUpdate: jest.fn(),
  };
}

/** Renders a component alone (no store, no router) with the real translations of `language`. */
export function renderInLanguage(element: ReactElement, language: 'es' | 'en' = 'es'): RenderResult {
  return render(<I18nextProvider i18n={testI18n(language)}>{element}</I18nextProvider>);
}

export function aUser(role: Role = 'CLIENT', overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: `user-${role.toLowerCase()}`,
    name: isAdminRole(role) ? 'Ana Admin' : 'Sofía Hernández',
    email: `${role.toLowerCase()}@example.com`,
    phone: null,
    role,
    isActive: true,
    branchId: null,
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
    mustChangePassword: false,
    ...overrides,
  };
}

export interface RenderOptions {
  /** Signed in as this user (with a token), or a guest when absent. */
  readonly user?: UserDto;
  /** A token without a user. */
  readonly tokenOnly?: boolean;
  readonly path?: string;
  readonly language?: 'es' | 'en';
  /** Extra routes beside the element's own, e.g. redirect targets. */
  readonly routes?: RouteObject[];
}

export interface Rendered extends RenderResult {
  readonly store: AppStore;
  /** The router's current path. */
  readonly pathname: () => string;
}

function RoutesWithProbe({ routes, probe }: { routes: RouteObject[]; probe: { pathname: string } }) {
  probe.pathname = useLocation().pathname;
  return useRoutes(routes);
}

function preloaded(options: RenderOptions): Partial<RootState> {
  const token = options.user || options.tokenOnly ? 'test-token' : null;
  return {
    session: { token, user: options.user ?? null },
    preferences: { ...DEFAULT_PREFERENCES, language: options.language ?? 'es' },
  };
}

/** Renders routes in a memory router with a preloaded store and the real translations. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}): Rendered {
  const store = makeStore(preloaded(options));
  // A declarative memory router: the data routers need fetch's Request, which jsdom lacks.
  const probe = { pathname: options.path ?? '/' };
  const result = render(
    <AppProviders store={store} i18n={testI18n(options.language)}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <RoutesWithProbe routes={[...routes, ...(options.routes ?? [])]} probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, pathname: () => probe.pathname };
}

/** Renders one element at `path` (default '/'), with a marker page on every other path. */
export function renderPage(element: ReactElement, options: RenderOptions = {}): Rendered {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    options,
  );
}
