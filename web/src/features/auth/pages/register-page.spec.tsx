import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import RegisterPage from './register-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const register = jest.fn();
jest.mock('../api', () => ({
  useRegisterMutation: () => [register, { isLoading: false }],
  useLogoutMutation: () => [jest.fn(), { isLoading: false }],
}));

const answers = (result: Promise<AuthResponse>) => register.mockReturnValue({ unwrap: () => result });

async function fill(values: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Nombre completo'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Contraseña'), values.password);
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('RegisterPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('checks required fields and the password rules before sending', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({});
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(3);

    await fill({ name: 'Ana', email: 'ana@example.com', password: 'abc' });
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Contraseña'), 'defgh');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(
      screen.getByText('La contraseña debe contener al menos una mayúscula, una minúscula y un número'),
    ).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the server field error inline and falls back to "Error al registrarse"', async () => {
    answers(
      Promise.reject({
        status: 409,
        data: { success: false, errors: [{ field: 'email', message: 'El email ya está registrado' }] },
      }),
    );
    const first = renderPage(<RegisterPage />, { path: '/register' });
    await fill({ name: 'Ana', email: 'ana@example.com', password: 'Secreta1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El email ya está registrado');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    first.unmount();

    answers(Promise.reject({ status: 'TIMEOUT_ERROR', data: undefined }));
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ name: 'Ana', email: 'ana@example.com', password: 'Secreta1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al registrarse');
    expect(showToast).toHaveBeenLastCalledWith('Error al registrarse', 'error');
  });

  it('starts the session and sends a new client to /dashboard', async () => {
    const user = aUser('CLIENT', { name: 'Ana' });
    answers(Promise.resolve({ user, token: 'jwt' }));
    const { pathname, store } = renderPage(<RegisterPage />, { path: '/register' });
    await fill({ name: 'Ana', email: 'ana@example.com', password: 'Secreta1' });
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(register).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', password: 'Secreta1' });
    expect(store.getState().session.token).toBe('jwt');
  });
});
