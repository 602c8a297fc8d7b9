import { errorMessage, fieldErrors } from './api-errors';

describe('errorMessage', () => {
  it('prefers the server message, then the first field error, then the fallback', () => {
    expect(
      errorMessage(
        { status: 400, data: { success: false, message: 'Servidor', errors: [{ field: 'a', message: 'Campo' }] } },
        'X',
      ),
    ).toBe('Servidor');
    expect(
      errorMessage({ status: 400, data: { success: false, errors: [{ field: 'a', message: 'Campo' }] } }, 'X'),
    ).toBe('Campo');
    expect(errorMessage({ status: 'FETCH_ERROR', data: undefined }, 'X')).toBe('X');
    expect(errorMessage(new Error('boom'), 'X')).toBe('X');
    expect(errorMessage(undefined, 'X')).toBe('X');
  });

  it('collects field errors by field', () => {
    expect(
      fieldErrors({
        data: {
          success: false,
          errors: [
            { field: 'email', message: 'Uno' },
            { field: 'email', message: 'Dos' },
          ],
        },
      }),
    ).toEqual({ email: 'Uno' });
  });

  it("puts a taken email's conflict on the email field", () => {
    const taken = {
      status: 409,
      data: { success: false, code: 'AUTH.EMAIL_TAKEN', message: 'El email ya está registrado' },
    };
    expect(fieldErrors(taken)).toEqual({ email: 'El email ya está registrado' });
    expect(fieldErrors({ status: 409, data: { success: false, code: 'CLASS.FULL', message: 'Llena' } })).toEqual({});
  });

  it("puts a SKU taken in the branch on the item form's SKU field", () => {
    const message = 'Ya existe un artículo con ese SKU en la sucursal';
    expect(fieldErrors({ status: 409, data: { success: false, code: 'INVENTORY.SKU_TAKEN', message } })).toEqual({
      sku: message,
    });
  });
});
