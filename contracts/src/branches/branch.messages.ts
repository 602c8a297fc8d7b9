import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the branches screen (spec §2, §5, §8). */
export const BRANCH_MESSAGES = {
  'VALIDATION.BRANCH_FORM': {
    es: 'Por favor, completa todos los campos requeridos',
    en: 'Please fill in all required fields',
  },
  'BRANCH.CREATE_FORBIDDEN': {
    es: 'No tienes permisos para crear sucursales',
    en: 'You do not have permission to create branches',
  },
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
} as const satisfies MessageTexts;
