import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the reporting tools' API keys (CONTRACT.md, reports). */
export const API_KEY_MESSAGES = {
  'API_KEY.NOT_FOUND': { es: 'Clave de API no encontrada', en: 'API key not found' },
  'API_KEY.ALREADY_EXISTS': { es: 'La clave de API ya existe', en: 'The API key already exists' },
  'API_KEY.CREATED': {
    es: 'Clave de API creada exitosamente. Cópiala ahora: no se volverá a mostrar',
    en: 'API key created successfully. Copy it now: it will not be shown again',
  },
  'API_KEY.REVOKED': { es: 'Clave de API revocada exitosamente', en: 'API key revoked successfully' },
  'API_KEY.ALREADY_REVOKED': { es: 'La clave de API ya está revocada', en: 'The API key is already revoked' },
  'API_KEY.ALREADY_SHOWN': {
    es: 'La clave ya se creó y solo se muestra una vez; revócala y crea otra',
    en: 'The key was already created and is shown only once; revoke it and create another',
  },
  'API_KEY.EXPIRY_NOT_FUTURE': {
    es: 'La fecha de expiración debe ser futura',
    en: 'The expiry date must be in the future',
  },
  'API_KEY.EXPIRY_TOO_FAR': {
    es: 'La fecha de expiración puede ser como máximo un año después de hoy',
    en: 'The expiry date can be at most one year from today',
  },
  'API_KEY.BRANCH_NOT_FOUND': { es: 'La sucursal no existe', en: 'The branch does not exist' },
  'API_KEY.INVALID': {
    es: 'Clave de API inválida, expirada o revocada',
    en: 'Invalid, expired or revoked API key',
  },
  'API_KEY.READ_ONLY': {
    es: 'Una clave de API solo puede consultar; no puede hacer cambios',
    en: 'An API key can only read; it cannot make changes',
  },
  'API_KEY.OUT_OF_SCOPE': {
    es: 'Esta clave de API solo puede consultar los datos de su sucursal',
    en: 'This API key can only read the data of its branch',
  },
} as const satisfies MessageTexts;
