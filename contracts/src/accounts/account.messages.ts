import type { MessageTexts } from '../platform/message-text.js';

/** Messages of sessions (login, register, logout; spec §8) and of one's own profile and password. */
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
  'AUTH.PROFILE_UPDATED': { es: 'Perfil actualizado exitosamente', en: 'Profile updated successfully' },
  'AUTH.PASSWORD_CHANGED': { es: 'Contraseña actualizada exitosamente', en: 'Password updated successfully' },
  'AUTH.CURRENT_PASSWORD_INCORRECT': {
    es: 'La contraseña actual es incorrecta',
    en: 'The current password is incorrect',
  },
  'AUTH.PASSWORD_UNCHANGED': {
    es: 'La nueva contraseña debe ser distinta de la actual',
    en: 'The new password must differ from the current one',
  },
  'USER.NOT_FOUND': { es: 'Usuario no encontrado', en: 'User not found' },
} as const satisfies MessageTexts;
