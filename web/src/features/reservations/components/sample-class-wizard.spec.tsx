/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { aUser, renderRoutes } from '../../../testing/render';
import ReservationsPage from '../pages/reservations-page';
import { SAMPLE_CLIENT_PASSWORD } from '../sample-class-form';
import { aClass, CARDIO, commandsSent, SAMPLE, serve } from '../testing/fake-api';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const LUCIA = aUser('CLIENT', { id: 'u-9', name: 'Lucía Torres', email: 'lucia@example.com', phone: '55 1234 5678' });
const ANSWERS = {
  // The people API's own words, for any user: the wizard says what it did for a client.
  'POST /api/users': { status: 201, body: { success: true, data: LUCIA, message: 'Empleado creado exitosamente' } },
  'PUT /api/users/u-9': {
    status: 200,
    body: {
      success: true,
      data: { ...LUCIA, name: 'Lucía Torres Vega' },
      message: 'Empleado actualizado exitosamente',
    },
  },
  'POST /api/reservations': { status: 201, body: { success: true, data: {}, message: 'Reserva creada exitosamente' } },
};

function open(path: string) {
  renderRoutes([{ path: '/admin-reservations', element: <ReservationsPage /> }], { path, user: aUser('ADMIN') });
}

const wizard = () => screen.findByRole('dialog', { name: 'Reservar Clase Muestra' }, { timeout: 3000 });

describe('the sample class wizard', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    jest.clearAllMocks();
    user = userEvent.setup();
  });

  it('opens from ?action=sample-class, creates the client once, and books the first sample class', async () => {
    const { fetchMock } = serve({ answers: ANSWERS });
    open('/admin-reservations?action=sample-class');
    const dialog = await wizard();
    expect(within(dialog).getByRole('list', { name: 'Pasos' })).toHaveTextContent('Paso 1 de 2 Datos del Cliente');
    const next = within(dialog).getByRole('button', { name: 'Crear Cliente y Continuar' });
    expect(next).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Lucía Torres');
    await user.type(within(dialog).getByLabelText(/^Email/), 'lucia@');
    await user.type(within(dialog).getByLabelText(/^WhatsApp/), '55 12');
    await user.tab();
    expect(dialog).toHaveTextContent('Email inválido');
    expect(dialog).toHaveTextContent('Formato de WhatsApp inválido. Use: +52 55 1234 5678');
    await user.type(within(dialog).getByLabelText(/^Email/), 'example.com');
    await user.type(within(dialog).getByLabelText(/^WhatsApp/), '34 5678');
    await user.click(next);

    expect(await within(dialog).findByText('Clase muestra')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('list', { name: 'Pasos' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Reservar Clase');
    expect(dialog).toHaveTextContent('Tu primera clase, sin costo');
    expect(within(dialog).getByText('GRATIS')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`Contraseña inicial: ${SAMPLE_CLIENT_PASSWORD}`);
    expect(showToast).toHaveBeenCalledWith('Cliente creado exitosamente', 'success');

    // Back keeps step 1's data; continuing unchanged creates nobody else.
    await user.click(within(dialog).getByRole('button', { name: 'Atrás' }));
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Lucía Torres');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Cliente y Continuar' }));
    await user.type(await within(dialog).findByLabelText(/^Fecha y hora de inicio/), '10032026');
    await user.type(within(dialog).getByLabelText('Hora (24 h)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Reservar Clase Muestra' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Reserva creada exitosamente', 'success'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reservar Clase Muestra' })).not.toBeInTheDocument(),
    );
    expect(await commandsSent(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        body: {
          name: 'Lucía Torres',
          email: 'lucia@example.com',
          phone: '55 1234 5678',
          password: SAMPLE_CLIENT_PASSWORD,
          mustChangePassword: true,
          role: 'CLIENT',
          isActive: true,
        },
      },
      {
        method: 'POST',
        path: '/api/reservations',
        body: { classId: SAMPLE.id, userId: 'u-9', startTime: '2026-03-10T16:00:00.000Z' },
      },
    ]);
  });

  it('updates the client created, rather than creating another, when step 1 is corrected', async () => {
    const { fetchMock } = serve({ answers: ANSWERS });
    open('/admin-reservations');
    await user.click(await screen.findByRole('button', { name: 'Reservar Clase Muestra' }));
    const dialog = await wizard();
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Lucía Torres');
    await user.type(within(dialog).getByLabelText(/^Email/), 'lucia@example.com');
    await user.type(within(dialog).getByLabelText(/^WhatsApp/), '55 1234 5678');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Cliente y Continuar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Atrás' }));
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' Vega');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Cliente y Continuar' }));
    await within(dialog).findByRole('button', { name: 'Atrás' });
    expect((await commandsSent(fetchMock)).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/users',
      'PUT /api/users/u-9',
    ]);
    expect(jest.mocked(showToast).mock.calls).toEqual([
      ['Cliente creado exitosamente', 'success'],
      ['Cliente actualizado exitosamente', 'success'],
    ]);
  });

  it('offers a choice when there are several sample classes, the first chosen', async () => {
    serve({
      answers: ANSWERS,
      classes: [
        CARDIO,
        SAMPLE,
        aClass('c-4', 'Muestra de Box', { isSampleClass: true, price: 0, sampleClassDescription: 'Técnica básica' }),
      ],
    });
    open('/admin-reservations?action=sample-class');
    const dialog = await wizard();
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Lucía Torres');
    await user.type(within(dialog).getByLabelText(/^Email/), 'lucia@example.com');
    await user.type(within(dialog).getByLabelText(/^WhatsApp/), '55 1234 5678');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Cliente y Continuar' }));
    const choice = await within(dialog).findByRole('combobox', { name: /^Clase/ });
    expect(choice).toHaveValue(SAMPLE.id);
    await user.selectOptions(choice, 'c-4');
    expect(dialog).toHaveTextContent('Técnica básica');
  });

  it("warns 'No hay clases muestra disponibles' and does not open without an active sample class", async () => {
    serve({ classes: [CARDIO] });
    open('/admin-reservations?action=sample-class');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('No hay clases muestra disponibles', 'warning'), {
      timeout: 3000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar Clase Muestra' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
