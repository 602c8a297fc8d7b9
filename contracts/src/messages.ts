/**
 * Every message the API shows people, in Spanish (the spec's exact words) and English.
 * Keys are stable codes: the web app may translate a code itself, the API sends the text.
 */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

interface Text {
  readonly es: string;
  readonly en: string;
}

export const MESSAGES = {
  // Generic validation (spec §5).
  'VALIDATION.FAILED': { es: 'Error de validación', en: 'Validation failed' },
  'VALIDATION.REQUIRED': { es: 'Este campo es requerido', en: 'This field is required' },
  'VALIDATION.EMAIL': { es: 'Email inválido', en: 'Invalid email' },
  'VALIDATION.STRING': { es: 'Debe ser un texto', en: 'Must be text' },
  'VALIDATION.BOOLEAN': { es: 'Debe ser verdadero o falso', en: 'Must be true or false' },
  'VALIDATION.NUMBER': { es: 'Debe ser un número', en: 'Must be a number' },
  'VALIDATION.INTEGER': { es: 'Debe ser un número entero', en: 'Must be a whole number' },
  'VALIDATION.POSITIVE': { es: 'Debe ser un número positivo', en: 'Must be a positive number' },
  'VALIDATION.TOO_LONG': { es: 'El texto es demasiado largo (máximo {max} caracteres)', en: 'Text is too long (at most {max} characters)' },
  'VALIDATION.UNKNOWN_FIELD': { es: 'Campo no permitido', en: 'Field not allowed' },
  'VALIDATION.INVALID_VALUE': { es: 'Valor inválido', en: 'Invalid value' },
  'VALIDATION.DATE': { es: 'Fecha inválida', en: 'Invalid date' },
  'VALIDATION.POSTAL_CODE': { es: 'Código postal inválido (use 12345 o 12345-6789)', en: 'Invalid postal code (use 12345 or 12345-6789)' },
  'VALIDATION.PHONE': { es: 'Teléfono inválido (use +52 55 1234-5678)', en: 'Invalid phone (use +52 55 1234-5678)' },
  'VALIDATION.PASSWORD_LENGTH': { es: 'La contraseña debe tener al menos 6 caracteres', en: 'The password must be at least 6 characters long' },
  'VALIDATION.PASSWORD_STRENGTH': {
    es: 'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    en: 'The password must contain at least one uppercase letter, one lowercase letter and one number',
  },
  'VALIDATION.BRANCH_FORM': { es: 'Por favor, completa todos los campos requeridos', en: 'Please fill in all required fields' },

  // HTTP edge.
  'HTTP.NOT_FOUND': { es: 'Recurso no encontrado', en: 'Resource not found' },
  'HTTP.ROUTE_NOT_FOUND': { es: 'Ruta no encontrada', en: 'Route not found' },
  'HTTP.INVALID_JSON': { es: 'El cuerpo de la petición no es JSON válido', en: 'The request body is not valid JSON' },
  'HTTP.PAYLOAD_TOO_LARGE': { es: 'La petición es demasiado grande', en: 'The request is too large' },
  'HTTP.UNSUPPORTED_MEDIA_TYPE': { es: 'Tipo de contenido no soportado; envíe JSON', en: 'Unsupported content type; send JSON' },
  'HTTP.TOO_MANY_REQUESTS': { es: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.', en: 'Too many attempts. Wait a moment and try again.' },
  'HTTP.UNAUTHORIZED': { es: 'No autenticado. Inicia sesión.', en: 'Not authenticated. Please log in.' },
  'HTTP.FORBIDDEN': { es: 'No tienes permisos para realizar esta acción', en: 'You do not have permission to do this' },
  'HTTP.CONFLICT': { es: 'El recurso cambió mientras se guardaba; recarga e inténtalo de nuevo', en: 'The resource changed while saving; reload and try again' },
  'HTTP.INTERNAL': { es: 'Error interno del servidor', en: 'Internal server error' },
  'HTTP.SERVICE_UNAVAILABLE': { es: 'Servicio no disponible', en: 'Service unavailable' },

  // Session (spec §8).
  'AUTH.INVALID_CREDENTIALS': { es: 'Credenciales inválidas', en: 'Invalid credentials' },
  'AUTH.ACCOUNT_INACTIVE': { es: 'Tu cuenta está desactivada. Contacta a la administración.', en: 'Your account is deactivated. Contact the front desk.' },
  'AUTH.EMAIL_TAKEN': { es: 'El email ya está registrado', en: 'The email is already registered' },
  'AUTH.REGISTER_FAILED': { es: 'Error al registrarse', en: 'Registration failed' },
  'AUTH.LOGGED_IN': { es: 'Inicio de sesión exitoso', en: 'Logged in successfully' },
  'AUTH.REGISTERED': { es: 'Registro exitoso', en: 'Registered successfully' },
  'AUTH.LOGGED_OUT': { es: 'Sesión cerrada', en: 'Logged out' },
  'USER.NOT_FOUND': { es: 'Usuario no encontrado', en: 'User not found' },

  // People (spec §5, §8).
  'VALIDATION.WHATSAPP_REQUIRED': { es: 'El número de WhatsApp es requerido', en: 'The WhatsApp number is required' },
  'VALIDATION.WHATSAPP_FORMAT': { es: 'Formato de WhatsApp inválido. Use: +52 55 1234 5678', en: 'Invalid WhatsApp format. Use: +52 55 1234 5678' },
  'VALIDATION.ROLE': { es: 'Rol inválido', en: 'Invalid role' },
  'VALIDATION.NEWSLETTER_FIELDS': { es: 'Por favor completa todos los campos', en: 'Please fill in all the fields' },
  'USER.ROLE_FORBIDDEN': { es: 'Solo un super administrador puede asignar el rol de administrador', en: 'Only a super admin can grant the admin role' },
  'USER.LAST_SUPER_ADMIN': { es: 'No se puede quitar ni eliminar al último super administrador activo', en: 'The last active super admin cannot be demoted, deactivated or deleted' },
  'USER.SELF_CHANGE': { es: 'No puedes cambiar tu propio rol, desactivarte ni eliminarte', en: 'You cannot change your own role, deactivate or delete yourself' },
  'USER.NOT_A_CLIENT': { es: 'La persona no es un cliente', en: 'That person is not a client' },
  'USER.NOT_AN_EMPLOYEE': { es: 'La persona no es un empleado', en: 'That person is not an employee' },
  'CLIENT.CREATED': { es: 'Cliente creado exitosamente', en: 'Client created successfully' },
  'CLIENT.UPDATED': { es: 'Cliente actualizado exitosamente', en: 'Client updated successfully' },
  'CLIENT.DELETED': { es: 'Cliente eliminado exitosamente', en: 'Client deleted successfully' },
  'CLIENT.ACTIVATED': { es: 'Cliente activado exitosamente', en: 'Client activated successfully' },
  'CLIENT.DEACTIVATED': { es: 'Cliente desactivado exitosamente', en: 'Client deactivated successfully' },
  'EMPLOYEE.CREATED': { es: 'Empleado creado exitosamente', en: 'Employee created successfully' },
  'EMPLOYEE.UPDATED': { es: 'Empleado actualizado exitosamente', en: 'Employee updated successfully' },
  'EMPLOYEE.DELETED': { es: 'Empleado eliminado exitosamente', en: 'Employee deleted successfully' },
  'EMPLOYEE.ACTIVATED': { es: 'Empleado activado exitosamente', en: 'Employee activated successfully' },
  'EMPLOYEE.DEACTIVATED': { es: 'Empleado desactivado exitosamente', en: 'Employee deactivated successfully' },
  'NEWSLETTER.SUBSCRIBED': { es: '¡Te has suscrito exitosamente!', en: 'You have successfully subscribed!' },

  // Branches (spec §2, §5, §8).
  'BRANCH.CREATE_FORBIDDEN': { es: 'No tienes permisos para crear sucursales', en: 'You do not have permission to create branches' },
  'BRANCH.NOT_FOUND': { es: 'Sucursal no encontrada', en: 'Branch not found' },
  'BRANCH.ALREADY_EXISTS': { es: 'La sucursal ya existe', en: 'The branch already exists' },
  'BRANCH.CREATED': { es: 'Sucursal creada exitosamente', en: 'Branch created successfully' },
  'BRANCH.UPDATED': { es: 'Sucursal actualizada exitosamente', en: 'Branch updated successfully' },
  'BRANCH.DEACTIVATED': { es: 'Sucursal desactivada exitosamente', en: 'Branch deactivated successfully' },
  'BRANCH.REACTIVATED': { es: 'Sucursal reactivada exitosamente', en: 'Branch reactivated successfully' },
  'BRANCH.LOAD_FAILED': { es: 'Error al cargar sucursales', en: 'Error loading branches' },
  'BRANCH.STATS_FAILED': { es: 'Error al cargar estadísticas', en: 'Error loading statistics' },
  'BRANCH.SAVE_FAILED': { es: 'Error al guardar sucursal', en: 'Error saving branch' },
  'BRANCH.DELETE_FAILED': { es: 'Error al eliminar sucursal', en: 'Error deleting branch' },

  // Audit and projections.
  'AUDIT.UNKNOWN_AGGREGATE': { es: 'Tipo de agregado desconocido', en: 'Unknown aggregate type' },
  'AUDIT.STREAM_NOT_FOUND': { es: 'No hay historial para ese registro', en: 'There is no history for that record' },
  'PROJECTION.NOT_FOUND': { es: 'Proyección no encontrada', en: 'Projection not found' },
  'PROJECTION.REBUILD_STARTED': { es: 'Reconstrucción iniciada', en: 'Rebuild started' },
  'PROJECTION.REBUILD_DONE': { es: 'Reconstrucción terminada', en: 'Rebuild finished' },
  'PROJECTION.ALREADY_REBUILDING': { es: 'La proyección ya se está reconstruyendo', en: 'The projection is already being rebuilt' },
} as const satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** The text of a message in a language, with `{name}` placeholders filled in. */
export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Picks the language from an Accept-Language header: English when it prefers en, Spanish otherwise. */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0] ?? '', quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.base === 'es' || entry.base === 'en')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
