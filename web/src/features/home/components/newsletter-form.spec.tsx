import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderPage } from '../../../testing/render';
import { NewsletterForm } from './newsletter-form';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const subscribe = jest.fn();
jest.mock('../api', () => ({ useSubscribeNewsletterMutation: () => [subscribe, { isLoading: false }] }));

async function fill(values: { firstName?: string; lastName?: string; email?: string }) {
  const user = userEvent.setup();
  if (values.firstName) await user.type(screen.getByLabelText('Nombre'), values.firstName);
  if (values.lastName) await user.type(screen.getByLabelText('Apellido'), values.lastName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
}

describe('NewsletterForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('asks for every field', async () => {
    renderPage(<NewsletterForm />);
    await fill({ firstName: 'Ana', email: 'ana@example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor completa todos los campos');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    renderPage(<NewsletterForm />);
    await fill({ firstName: 'Ana', lastName: 'López', email: 'ana@example' });
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes, thanks the person and clears the form', async () => {
    subscribe.mockReturnValue({ unwrap: () => Promise.resolve({ id: '1' }) });
    renderPage(<NewsletterForm />);
    await fill({ firstName: 'Ana', lastName: 'López', email: 'ana@example.com' });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('¡Te has suscrito exitosamente!', 'success'));
    expect(subscribe).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'López', email: 'ana@example.com' });
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('says so when the subscription fails, in English too', async () => {
    subscribe.mockReturnValue({
      unwrap: () => Promise.reject({ status: 500, data: { success: false, message: 'boom' } }),
    });
    renderPage(<NewsletterForm />, { language: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'López');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Subscription failed. Please try again.', 'error'));
  });
});
