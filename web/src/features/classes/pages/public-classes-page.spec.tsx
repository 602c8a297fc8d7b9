/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import type { BranchSummary, ClassDto } from '@boxstudio/contracts';
import { renderPage } from '../../../testing/render';
import PublicClassesPage from './public-classes-page';

const STAMP = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const DANIELA = { id: 'i-1', name: 'Daniela Ortega', email: 'daniela@boxstudio.mx' };

function aBranch(id: string, name: string): BranchSummary {
  const place = {
    address: 'Calle 1',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'México',
    postalCode: null,
    phone: null,
    email: null,
  };
  return { id, name, ...place, isActive: true, ...STAMP, _count: { users: 0, classes: 0, membershipPlans: 0 } };
}

function aClass(id: string, name: string, branch: { id: string; name: string } | null): ClassDto {
  const fields = {
    description: null,
    duration: 60,
    maxCapacity: 12,
    price: 150,
    instructorId: DANIELA.id,
    instructor: DANIELA,
    isSampleClass: false,
    sampleClassDescription: null,
  };
  return {
    id,
    name,
    ...fields,
    branchId: branch?.id ?? null,
    branch,
    isActive: true,
    schedules: [{ dayOfWeek: 1, startTime: '07:00', endTime: '08:00' }],
    ...STAMP,
  };
}

const POLANCO = aBranch('b-1', 'BoxStudio Polanco');
const ROMA = aBranch('b-2', 'BoxStudio Roma');
const CLASSES = [aClass('c-1', 'Box Polanco', POLANCO), aClass('c-2', 'Cardio en todas', null)];

const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, data: body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  global.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/branches')
      return json({ branches: [POLANCO, ROMA], total: 2, totalPages: 1, currentPage: 1, limit: 100 });
    return json({ classes: CLASSES, total: CLASSES.length, totalPages: 1, currentPage: 1, limit: 100 });
  }) as unknown as typeof fetch;
});

describe('PublicClassesPage', () => {
  it('lists a class with no branch of its own under every branch, a branch’s own classes under it alone', async () => {
    renderPage(<PublicClassesPage />, { path: '/classes' });
    const polanco = await screen.findByRole('region', { name: 'BoxStudio Polanco' });
    const roma = screen.getByRole('region', { name: 'BoxStudio Roma' });
    expect(within(polanco).getAllByRole('heading', { name: 'Cardio en todas' })).toHaveLength(1);
    expect(within(polanco).getByRole('heading', { name: 'Box Polanco' })).toBeInTheDocument();
    expect(within(roma).getByRole('heading', { name: 'Cardio en todas' })).toBeInTheDocument();
    expect(within(roma).queryByRole('heading', { name: 'Box Polanco' })).not.toBeInTheDocument();
  });
});
