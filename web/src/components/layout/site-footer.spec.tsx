/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import type { BranchSummary } from '@boxstudio/contracts';
import { registerNavigator } from '../../lib/navigation';
import { aUser, renderPage } from '../../testing/render';
import { SiteFooter } from './site-footer';

const POLANCO: BranchSummary = {
  ...{
    id: 'b-1',
    name: 'BoxStudio Polanco',
    address: 'Av. Presidente Masaryk 340',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'México',
  },
  ...{
    postalCode: '11560',
    phone: '+52 55 1234 5678',
    email: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  _count: { users: 3, classes: 1, membershipPlans: 2 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the footer branch list', () => {
  it('asks again without the token after the API refused it, and shows the branches', async () => {
    // The API of the HTTP-edge issue: a revoked token gets a 401 even on a public read.
    const fetchMock = jest.fn(async (request: Request) =>
      request.headers.has('Authorization')
        ? json(401, { success: false, message: 'No autenticado. Inicia sesión.' })
        : json(200, {
            success: true,
            data: { branches: [POLANCO], total: 1, totalPages: 1, currentPage: 1, limit: 10 },
          }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);

    const { store } = renderPage(<SiteFooter />, { user: aUser('CLIENT') });

    expect(await screen.findByText('BoxStudio Polanco')).toBeInTheDocument();
    expect(screen.queryByText('Información de sucursales no disponible')).not.toBeInTheDocument();
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(navigate).toHaveBeenCalledWith('/login');
    const sent = fetchMock.mock.calls.map(([request]) => request.headers.get('Authorization'));
    expect(sent).toEqual(['Bearer test-token', null]);
    unregister();
  });

  it('shows the branches to a guest straight away', async () => {
    global.fetch = jest.fn(async () =>
      json(200, { success: true, data: { branches: [POLANCO], total: 1, totalPages: 1, currentPage: 1, limit: 10 } }),
    ) as unknown as typeof fetch;
    renderPage(<SiteFooter />);
    expect(await screen.findByText('BoxStudio Polanco')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute('href', 'tel:+525512345678'),
    );
  });
});
