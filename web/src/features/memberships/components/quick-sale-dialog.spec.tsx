/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import { ANUAL, serve, SOFIA } from '../testing/fake-api';
import { QuickSaleDialog } from './quick-sale-dialog';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** Venta Rápida for a client without a live membership, sold the annual plan; how the sale's answer reads. */
async function sellAnnual(answer: { status: number; body: unknown }) {
  serve({ memberships: [], command: answer });
  const onClose = jest.fn();
  renderPage(<QuickSaleDialog client={SOFIA} onClose={onClose} />, { user: aUser('ADMIN') });
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText(/^Plan/), ANUAL.id);
  expect(screen.getByLabelText(/^Precio/)).toHaveValue('$14,990');
  await user.click(screen.getByRole('button', { name: 'Vender' }));
  return onClose;
}

describe('Venta Rápida (spec §2, §8)', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it("says 'Membresía vendida exitosamente' and closes once sold", async () => {
    const onClose = await sellAnnual({ status: 201, body: { success: true, data: {}, message: 'Creada' } });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Membresía vendida exitosamente', 'success'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when it gives one, and stays open with what was chosen", async () => {
    const refusal = 'El cliente ya tiene una membresía activa en esas fechas';
    const onClose = await sellAnnual({ status: 409, body: { success: false, message: refusal } });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(refusal, 'error'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Plan/)).toHaveValue(ANUAL.id);
  });

  it("says 'Error al procesar la venta' when the server says nothing", async () => {
    const onClose = await sellAnnual({ status: 500, body: { success: false } });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al procesar la venta', 'error'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
