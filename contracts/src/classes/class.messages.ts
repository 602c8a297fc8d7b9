import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the classes screen and API (spec §5, §8). */
export const CLASS_MESSAGES = {
  'VALIDATION.CLASS_DURATION': {
    es: 'La duración debe estar entre 15 y 180 minutos',
    en: 'The duration must be between 15 and 180 minutes',
  },
  'VALIDATION.CLASS_CAPACITY': {
    es: 'La capacidad debe estar entre 1 y 50',
    en: 'The capacity must be between 1 and 50',
  },
  'VALIDATION.CLASS_PRICE': { es: 'El precio debe ser positivo', en: 'The price must be positive' },
  'VALIDATION.TIME_OF_DAY': { es: 'Hora inválida (use HH:MM)', en: 'Invalid time (use HH:MM)' },
  'VALIDATION.DAY_OF_WEEK': {
    es: 'Día inválido (0 = domingo ... 6 = sábado)',
    en: 'Invalid day (0 = Sunday ... 6 = Saturday)',
  },
  'VALIDATION.SLOT_END_BEFORE_START': {
    es: 'La hora de fin debe ser posterior a la hora de inicio',
    en: 'The end time must be after the start time',
  },
  'VALIDATION.SLOT_OVERLAP': {
    es: 'El horario se cruza con otro del mismo día',
    en: 'The slot overlaps another one on the same day',
  },
  'VALIDATION.CLASS_PRICE_MAX': { es: 'El precio debe ser como máximo {max}', en: 'The price must be at most {max}' },
  'VALIDATION.CLASS_SLOTS_MAX': { es: 'Como máximo {max} horarios por clase', en: 'At most {max} slots per class' },
  'CLASS.INSTRUCTOR_INVALID': {
    es: 'El instructor debe ser un instructor activo',
    en: 'The instructor must be an active instructor',
  },
  'CLASS.BRANCH_NOT_FOUND': { es: 'La sucursal no existe', en: 'The branch does not exist' },
  'CLASS.BRANCH_INACTIVE': { es: 'La sucursal está inactiva', en: 'The branch is inactive' },
  'CLASS.NOT_FOUND': { es: 'Clase no encontrada', en: 'Class not found' },
  'CLASS.ALREADY_EXISTS': { es: 'La clase ya existe', en: 'The class already exists' },
  'CLASS.HAS_RESERVATIONS': {
    es: 'La clase tiene reservas futuras; cancélalas antes de eliminarla',
    en: 'The class has upcoming reservations; cancel them before deleting it',
  },
  'CLASS.CREATED': { es: 'Clase creada exitosamente', en: 'Class created successfully' },
  'CLASS.UPDATED': { es: 'Clase actualizada exitosamente', en: 'Class updated successfully' },
  'CLASS.ACTIVATED': { es: 'Clase activada exitosamente', en: 'Class activated successfully' },
  'CLASS.DEACTIVATED': { es: 'Clase desactivada exitosamente', en: 'Class deactivated successfully' },
  'CLASS.DELETED': { es: 'Clase eliminada exitosamente', en: 'Class deleted successfully' },
  'CLASS.SCHEDULES_SAVED': { es: 'Horarios guardados exitosamente', en: 'Timetable saved successfully' },
  'CLASS.LOAD_FAILED': { es: 'Error al cargar las clases', en: 'Error loading classes' },
  'CLASS.CREATE_FAILED': { es: 'Error al crear la clase', en: 'Error creating the class' },
  'CLASS.UPDATE_FAILED': { es: 'Error al actualizar la clase', en: 'Error updating the class' },
  'CLASS.DELETE_FAILED': { es: 'Error al eliminar la clase', en: 'Error deleting the class' },
  'CLASS.UNKNOWN_ERROR': { es: 'Error desconocido', en: 'Unknown error' },
  'CLASS.INSTRUCTORS_LOAD_FAILED': { es: 'Error al cargar instructores', en: 'Error loading instructors' },
  'CLASS.NO_SAMPLE_CLASSES': { es: 'No hay clases muestra disponibles', en: 'No sample classes available' },
} as const satisfies MessageTexts;
