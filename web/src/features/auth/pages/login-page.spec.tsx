import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import LoginPage from './login-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const login = jest.fn();
jest.mock('../api', () => ({
  useLoginMutation: () => [login, { isLoading: false }],
  useLogoutMutation: () => [jest.fn(), { isLoading: false }],
}));

const answers = (result: Promise<AuthResponse>) => login.mockReturnValue({ unwrap: () => result });

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('marks empty and malformed fields without calling the API', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await submit('', '');
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await submit('no-es-un-email', 'x');
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message when login fails', async () => {
    answers(Promise.reject({ status: 401, data: { success: false, message: 'Credenciales inválidas del servidor' } }));
    renderPage(<LoginPage />, { path: '/login' });
    await submit('ana@example.com', 'Secreta1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas del servidor');
    expect(showToast).toHaveBeenCalledWith('Credenciales inválidas del servidor', 'error');
  });

  it('falls back to the first field error, then to "Credenciales inválidas"', async () => {
    answers(
      Promise.reject({
        status: 400,
        data: { success: false, errors: [{ field: 'email', message: 'Email inválido (servidor)' }] },
      }),
    );
    const first = renderPage(<LoginPage />, { path: '/login' });
    await submit('ana@example.com', 'Secreta1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email inválido (servidor)');
    first.unmount();

    answers(Promise.reject({ status: 'FETCH_ERROR', data: undefined }));
    renderPage(<LoginPage />, { path: '/login' });
    await submit('ana@example.com', 'Secreta1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
  });

  it.each([
    ['CLIENT', '/dashboard'],
    ['ADMIN', '/admin'],
    ['INSTRUCTOR', '/instructor-classes'],
  ] as const)('stores the session of a %s and goes to %s', async (role, target) => {
    const user = aUser(role);
    answers(Promise.resolve({ user, token: 'jwt' }));
    const { store, pathname } = renderPage(<LoginPage />, { path: '/login' });
    await submit(user.email, 'Secreta1');
    await waitFor(() => expect(pathname()).toBe(target));
    expect(login).toHaveBeenCalledWith({ email: user.email, password: 'Secreta1' });
    expect(store.getState().session).toEqual({ token: 'jwt', user });
  });
});
