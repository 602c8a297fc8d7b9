import type { MessageTexts } from '../platform/message-text.js';

/** Messages of sessions: login, register, logout (spec §8). */
export const ACCOUNT_MESSAGES = {
  'AUTH.INVALID_CREDENTIALS': { es: 'Credenciales inválidas', en: 'Invalid credentials' },
  'AUTH.ACCOUNT_INACTIVE': {
    es: 'Tu cuenta está desactivada. Contacta a la administración.',
    en: 'Your account is deactivated. Contact the front desk.',
  },
  'AUTH.EMAIL_TAKEN': { es: 'El email ya está registrado', en: 'The email is already registered' },
  'AUTH.REGISTER_FAILED': { es: 'Error al registrarse', en: 'Registration failed' },
  'AUTH.LOGGED_IN': { es: 'Inicio de sesión exitoso', en: 'Logged in successfully' },
  'AUTH.REGISTERED': { es: 'Registro exitoso', en: 'Registered successfully' },
  'AUTH.LOGGED_OUT': { es: 'Sesión cerrada', en: 'Logged out' },
  'USER.NOT_FOUND': { es: 'Usuario no encontrado', en: 'User not found' },
} as const satisfies MessageTexts;
