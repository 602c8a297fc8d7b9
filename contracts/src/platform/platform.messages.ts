import type { MessageTexts } from './message-text.js';

/** Messages of the HTTP edge, generic validation, audit and projections (spec §5). */
export const PLATFORM_MESSAGES = {
  'VALIDATION.FAILED': { es: 'Error de validación', en: 'Validation failed' },
  'VALIDATION.REQUIRED': { es: 'Este campo es requerido', en: 'This field is required' },
  'VALIDATION.EMAIL': { es: 'Email inválido', en: 'Invalid email' },
  'VALIDATION.STRING': { es: 'Debe ser un texto', en: 'Must be text' },
  'VALIDATION.BOOLEAN': { es: 'Debe ser verdadero o falso', en: 'Must be true or false' },
  'VALIDATION.NUMBER': { es: 'Debe ser un número', en: 'Must be a number' },
  'VALIDATION.INTEGER': { es: 'Debe ser un número entero', en: 'Must be a whole number' },
  'VALIDATION.POSITIVE': { es: 'Debe ser un número positivo', en: 'Must be a positive number' },
  'VALIDATION.MAX': { es: 'Debe ser como máximo {max}', en: 'Must be at most {max}' },
  'VALIDATION.SORT_FIELD': {
    es: 'No se puede ordenar por ese campo (use: {fields})',
    en: 'The list cannot be sorted by that field (use: {fields})',
  },
  'VALIDATION.SORT_ORDER': { es: 'Orden inválido (use asc o desc)', en: 'Invalid order (use asc or desc)' },
  'VALIDATION.PERCENT_ENCODING': {
    es: 'La dirección contiene una codificación % inválida',
    en: 'The address contains invalid % encoding',
  },
  'VALIDATION.CENTS': { es: 'Debe tener como máximo dos decimales', en: 'Must have at most two decimal places' },
  'VALIDATION.TOO_LONG': {
    es: 'El texto es demasiado largo (máximo {max} caracteres)',
    en: 'Text is too long (at most {max} characters)',
  },
  'VALIDATION.UNKNOWN_FIELD': { es: 'Campo no permitido', en: 'Field not allowed' },
  'VALIDATION.INVALID_VALUE': { es: 'Valor inválido', en: 'Invalid value' },
  'VALIDATION.DATE': { es: 'Fecha inválida', en: 'Invalid date' },
  'VALIDATION.POSTAL_CODE': {
    es: 'Código postal inválido (use 12345 o 12345-6789)',
    en: 'Invalid postal code (use 12345 or 12345-6789)',
  },
  'VALIDATION.PHONE': { es: 'Teléfono inválido (use +52 55 1234-5678)', en: 'Invalid phone (use +52 55 1234-5678)' },
  'VALIDATION.PASSWORD_LENGTH': {
    es: 'La contraseña debe tener al menos 6 caracteres',
    en: 'The password must be at least 6 characters long',
  },
  'VALIDATION.PASSWORD_STRENGTH': {
    es: 'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    en: 'The password must contain at least one uppercase letter, one lowercase letter and one number',
  },
  'HTTP.NOT_FOUND': { es: 'Recurso no encontrado', en: 'Resource not found' },
  'HTTP.ROUTE_NOT_FOUND': { es: 'Ruta no encontrada', en: 'Route not found' },
  'HTTP.INVALID_JSON': { es: 'El cuerpo de la petición no es JSON válido', en: 'The request body is not valid JSON' },
  'HTTP.PAYLOAD_TOO_LARGE': { es: 'La petición es demasiado grande', en: 'The request is too large' },
  'HTTP.HEADERS_TOO_LARGE': {
    es: 'La dirección o los encabezados de la petición son demasiado largos',
    en: 'The request address or headers are too long',
  },
  'HTTP.MALFORMED_REQUEST': { es: 'La petición está mal formada', en: 'The request is malformed' },
  'VALIDATION.INVALID_CHARACTERS': {
    es: 'Contiene caracteres no permitidos',
    en: 'Contains characters that are not allowed',
  },
  'HTTP.UNSUPPORTED_MEDIA_TYPE': {
    es: 'Tipo de contenido no soportado; envíe JSON',
    en: 'Unsupported content type; send JSON',
  },
  'HTTP.TOO_MANY_REQUESTS': {
    es: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    en: 'Too many attempts. Wait a moment and try again.',
  },
  'HTTP.UNAUTHORIZED': { es: 'No autenticado. Inicia sesión.', en: 'Not authenticated. Please log in.' },
  'HTTP.FORBIDDEN': { es: 'No tienes permisos para realizar esta acción', en: 'You do not have permission to do this' },
  'HTTP.CONFLICT': {
    es: 'El recurso cambió mientras se guardaba; recarga e inténtalo de nuevo',
    en: 'The resource changed while saving; reload and try again',
  },
  'HTTP.IDEMPOTENCY_KEY_REUSED': {
    es: 'La clave de idempotencia ya se usó con otra solicitud',
    en: 'This idempotency key was already used with a different request',
  },
  'HTTP.INTERNAL': { es: 'Error interno del servidor', en: 'Internal server error' },
  'HTTP.SERVICE_UNAVAILABLE': { es: 'Servicio no disponible', en: 'Service unavailable' },
  'AUDIT.UNKNOWN_AGGREGATE': { es: 'Tipo de agregado desconocido', en: 'Unknown aggregate type' },
  'AUDIT.STREAM_NOT_FOUND': { es: 'No hay historial para ese registro', en: 'There is no history for that record' },
  'AUDIT.LIMIT': {
    es: 'El límite debe ser un número entero entre 1 y {max}',
    en: 'The limit must be a whole number from 1 to {max}',
  },
  'AUDIT.POSITION': {
    es: 'La posición debe ser un número entero mayor o igual a 0',
    en: 'The position must be a whole number, 0 or more',
  },
  'AUDIT.RANGE_REVERSED': {
    es: 'La fecha final no puede ser anterior a la inicial',
    en: 'The end date cannot be before the start date',
  },
  'AUDIT.SEARCH_REQUIRED': {
    es: 'Escribe un nombre, un email o un id para buscar',
    en: 'Type a name, an email or an id to search',
  },
  'PROJECTION.NOT_FOUND': { es: 'Proyección no encontrada', en: 'Projection not found' },
  'PROJECTION.REBUILD_STARTED': { es: 'Reconstrucción iniciada', en: 'Rebuild started' },
  'PROJECTION.REBUILD_DONE': { es: 'Reconstrucción terminada', en: 'Rebuild finished' },
  'PROJECTION.ALREADY_REBUILDING': {
    es: 'La proyección ya se está reconstruyendo',
    en: 'The projection is already being rebuilt',
  },
  'PROJECTION.ALREADY_CHECKING': {
    es: 'Ya hay una comprobación en curso de esta proyección',
    en: 'A check of this projection is already running',
  },
  'PROJECTION.CHECK_CONSISTENT': {
    es: 'La proyección coincide con el registro de eventos',
    en: 'The projection matches the event log',
  },
  'PROJECTION.CHECK_INCONSISTENT': {
    es: 'La proyección no coincide con el registro de eventos',
    en: 'The projection does not match the event log',
  },
  'PROJECTION.CHECK_FAILED': {
    es: 'La comprobación no pudo terminar',
    en: 'The check could not finish',
  },
} as const satisfies MessageTexts;
