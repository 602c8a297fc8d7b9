import { describe, expect, it } from '@jest/globals';
import { testI18n } from '../../testing/render';
import { saveFailureMessage } from './branch-save-messages';

const t = testI18n('es').getFixedT('es', 'branches');

describe('branch save messages', () => {
  it('lists every field error of a validation answer, joined with commas', () => {
    const error = {
      status: 400,
      data: {
        success: false,
        errors: [
          { field: 'name', message: 'Este campo es requerido' },
          { field: 'email', message: 'Email inválido' },
        ],
      },
    };
    expect(saveFailureMessage(error, true, t)).toBe('Error de validación: Este campo es requerido, Email inválido');
  });

  it('says a refused create is a missing permission, and anything else is a generic save error', () => {
    expect(saveFailureMessage({ status: 403, data: { success: false, message: 'x' } }, true, t)).toBe(
      'No tienes permisos para crear sucursales',
    );
    expect(saveFailureMessage({ status: 500, data: undefined }, false, t)).toBe('Error al guardar sucursal');
    expect(saveFailureMessage({ status: 'FETCH_ERROR', data: undefined }, true, t)).toBe('Error al guardar sucursal');
  });
});
