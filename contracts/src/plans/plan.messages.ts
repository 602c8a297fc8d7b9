import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the membership plans screen and API (spec §5, §8). */
export const PLAN_MESSAGES = {
  'VALIDATION.FEATURES_MAX': { es: 'Máximo {max} características', en: 'At most {max} features' },
  'VALIDATION.FEATURE': {
    es: 'Cada característica debe ser un texto no vacío',
    en: 'Each feature must be non-empty text',
  },
  'PLAN.NOT_FOUND': { es: 'Plan de membresía no encontrado', en: 'Membership plan not found' },
  'PLAN.ALREADY_EXISTS': { es: 'El plan ya existe', en: 'The plan already exists' },
  'PLAN.BRANCH_NOT_FOUND': { es: 'La sucursal no existe', en: 'The branch does not exist' },
  'PLAN.BRANCH_INACTIVE': { es: 'La sucursal está inactiva', en: 'The branch is inactive' },
  'PLAN.CREATED': { es: 'Plan creado exitosamente', en: 'Plan created successfully' },
  'PLAN.UPDATED': { es: 'Plan actualizado exitosamente', en: 'Plan updated successfully' },
  'PLAN.DUPLICATED': { es: 'Plan duplicado exitosamente', en: 'Plan duplicated successfully' },
  'PLAN.DEACTIVATED': { es: 'Plan desactivado exitosamente', en: 'Plan deactivated successfully' },
  'PLAN.REACTIVATED': { es: 'Plan reactivado exitosamente', en: 'Plan reactivated successfully' },
  'PLAN.LOAD_FAILED': { es: 'Error al cargar planes de membresía', en: 'Error loading membership plans' },
  'PLAN.DUPLICATE_FAILED': { es: 'Error al duplicar plan', en: 'Error duplicating plan' },
  'PLAN.STATS_FAILED': { es: 'Error al cargar estadísticas', en: 'Error loading statistics' },
  'PLAN.SAVE_FAILED': { es: 'Error al guardar plan', en: 'Error saving plan' },
  'PLAN.DELETE_FAILED': { es: 'Error al eliminar plan', en: 'Error deleting plan' },
  'PLAN.UNLIMITED': { es: 'Ilimitado', en: 'Unlimited' },
} as const satisfies MessageTexts;
