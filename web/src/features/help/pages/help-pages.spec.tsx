/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchSummary } from '@boxstudio/contracts';
import { json, ok } from '../../../testing/booking-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import HelpPage from './help-page';

const branch = (id: string, name: string, phone: string | null, email: string | null): BranchSummary => ({
  id,
  name,
  address: 'Av. Presidente Masaryk 340',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
  postalCode: '11560',
  phone,
  email,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _count: { users: 0, classes: 0, membershipPlans: 0 },
});

function serveBranches(answer: Response) {
  const fetchMock = jest.fn(async (request: Request) =>
    new URL(request.url).pathname === '/api/branches' ? answer.clone() : json(404, { success: false }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const SOFIA = aUser('CLIENT', { name: 'Sofía Hernández' });

describe('the help pages', () => {
  it('answers the studio’s questions by topic, each opened on demand, in Spanish and in English', async () => {
    const user = userEvent.setup();
    renderPage(<HelpPage page="faq" />, { user: SOFIA, path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Membresías', 'Reservas', 'Clase muestra', 'Pagos y comprobantes', 'Horarios']);
    const freeze = screen.getByText('¿Puedo congelar mi membresía?');
    const answer = screen.getByText(/como máximo 90 días a partir de hoy/);
    expect(answer).not.toBeVisible();
    await user.click(freeze);
    expect(answer).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contactar a una sucursal' })).toHaveAttribute('href', '/support');
  });

  it('answers in English too', () => {
    renderPage(<HelpPage page="faq" />, { user: SOFIA, path: '/faq', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('Can I try a class for free?')).toBeInTheDocument();
  });

  it("lists each branch's WhatsApp, started with who writes, its phone, email, address and hours", async () => {
    serveBranches(
      ok({
        branches: [
          branch('b-1', 'BoxStudio Polanco', '+52 55 5280 1234', 'polanco@boxstudio.mx'),
          branch('b-2', 'BoxStudio Providencia', null, null),
        ],
        total: 2,
        totalPages: 1,
        currentPage: 1,
        limit: 10,
      }),
    );
    renderPage(<HelpPage page="support" />, { user: SOFIA, path: '/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Soporte' })).toBeInTheDocument();
    const polanco = (await screen.findByRole('heading', { level: 2, name: 'BoxStudio Polanco' })).closest('.bp6-card');
    const card = within(polanco as HTMLElement);
    const chat = card.getByRole('link', { name: 'Escribir por WhatsApp a BoxStudio Polanco' });
    const link = new URL(chat.getAttribute('href') ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/525552801234');
    expect(link.searchParams.get('text')).toBe('Hola, BoxStudio Polanco. Soy Sofía Hernández y tengo una pregunta:');
    expect(card.getByRole('link', { name: '+52 55 5280 1234' })).toHaveAttribute('href', 'tel:+525552801234');
    expect(card.getByRole('link', { name: 'polanco@boxstudio.mx' })).toHaveAttribute(
      'href',
      'mailto:polanco@boxstudio.mx',
    );
    expect(card.getByText('Av. Presidente Masaryk 340, Ciudad de México, CDMX, 11560')).toBeInTheDocument();
    expect(card.getByText(/Lun - Vie: 6:00 AM - 10:00 PM/)).toBeInTheDocument();
    // A branch without a phone offers no chat, and says nothing it does not know.
    const providencia = within(
      screen.getByRole('heading', { level: 2, name: 'BoxStudio Providencia' }).closest('.bp6-card') as HTMLElement,
    );
    expect(providencia.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(providencia.queryByText('Teléfono')).toBeNull();
  });

  it('says so when the branches cannot be loaded, and /chat is the same contacts under its own title', async () => {
    serveBranches(json(500, { success: false }));
    renderPage(<HelpPage page="chat" />, { user: SOFIA, path: '/chat', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat with us' })).toBeInTheDocument();
    expect(await screen.findByText('Error loading the branches')).toBeInTheDocument();
  });
});
