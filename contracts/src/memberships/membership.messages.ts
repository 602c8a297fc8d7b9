import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the memberships screens and API (spec §5, §8; CONTRACT.md for the conflicts). */
export const MEMBERSHIP_MESSAGES = {
  'VALIDATION.MEMBERSHIP_PRICE': { es: 'El precio debe ser mayor a 0', en: 'The price must be greater than 0' },
  'VALIDATION.RENEWAL_MONTHS': { es: 'Renueva por 1, 3, 6 o 12 meses', en: 'Renew for 1, 3, 6 or 12 months' },
  'VALIDATION.FREEZE_FUTURE': {
    es: 'La fecha de congelación debe ser futura',
    en: 'The freeze date must be in the future',
  },
  'VALIDATION.FREEZE_TOO_LONG': {
    es: 'Se puede congelar como máximo 90 días',
    en: 'A membership can be frozen for at most 90 days',
  },
  'MEMBERSHIP.NOT_FOUND': { es: 'Membresía no encontrada', en: 'Membership not found' },
  'MEMBERSHIP.ALREADY_EXISTS': { es: 'La membresía ya existe', en: 'The membership already exists' },
  'MEMBERSHIP.USER_NOT_FOUND': { es: 'Cliente no encontrado', en: 'Client not found' },
  'MEMBERSHIP.PLAN_NOT_FOUND': { es: 'Plan de membresía no encontrado', en: 'Membership plan not found' },
  'MEMBERSHIP.PLAN_INACTIVE': { es: 'El plan de membresía está inactivo', en: 'The membership plan is inactive' },
  'MEMBERSHIP.SAME_PLAN': { es: 'La membresía ya es de ese plan', en: 'The membership is already on that plan' },
  'MEMBERSHIP.ALREADY_CANCELLED': { es: 'La membresía ya está cancelada', en: 'The membership is already cancelled' },
  'MEMBERSHIP.CANCELLED_UNCHANGEABLE': {
    es: 'Una membresía cancelada no se puede renovar, cambiar ni congelar',
    en: 'A cancelled membership cannot be renewed, changed or frozen',
  },
  'MEMBERSHIP.NOT_ACTIVE': {
    es: 'Solo se puede congelar una membresía activa',
    en: 'Only an active membership can be frozen',
  },
  'MEMBERSHIP.ACTIVE_UNTIL': {
    es: 'El cliente ya tiene una membresía activa hasta el {date}',
    en: 'The client already has an active membership until {date}',
  },
  'MEMBERSHIP.CLIENT_INACTIVE': { es: 'El cliente está inactivo', en: 'The client is inactive' },
  'MEMBERSHIP.NOT_A_CLIENT': {
    es: 'Solo un cliente puede comprar una membresía',
    en: 'Only a client can buy a membership',
  },
  'VALIDATION.MEMBERSHIP_SALE_STATUS': { es: 'Una membresía se vende activa', en: 'A membership is sold active' },
  'MEMBERSHIP.ENDED': {
    es: 'La membresía ya terminó: renuévala en lugar de congelarla',
    en: 'The membership has already ended: renew it instead of freezing it',
  },
  'MEMBERSHIP.PAYMENT_OUT_OF_RANGE': {
    es: 'El pago resultante ({amount}) debe ser mayor a 0 y como máximo 1,000,000',
    en: 'The resulting payment ({amount}) must be greater than 0 and at most 1,000,000',
  },
  'MEMBERSHIP.ALREADY_FROZEN': { es: 'La membresía ya está congelada', en: 'The membership is already frozen' },
  'MEMBERSHIP.CREATED': { es: 'Membresía creada exitosamente', en: 'Membership created successfully' },
  'MEMBERSHIP.SOLD': { es: 'Membresía vendida exitosamente', en: 'Membership sold successfully' },
  'MEMBERSHIP.UPDATED': { es: 'Membresía actualizada exitosamente', en: 'Membership updated successfully' },
  'MEMBERSHIP.RENEWED': { es: 'Membresía renovada exitosamente', en: 'Membership renewed successfully' },
  'MEMBERSHIP.PLAN_CHANGED': {
    es: 'Plan de membresía cambiado exitosamente',
    en: 'Membership plan changed successfully',
  },
  'MEMBERSHIP.CANCELLED': { es: 'Membresía cancelada exitosamente', en: 'Membership cancelled successfully' },
  'MEMBERSHIP.FROZEN': { es: 'Membresía congelada exitosamente', en: 'Membership frozen successfully' },
  'MEMBERSHIP.DELETED': { es: 'Membresía eliminada exitosamente', en: 'Membership deleted successfully' },
  'MEMBERSHIP.CREATE_FAILED': { es: 'Error al crear la membresía', en: 'Error creating the membership' },
  'MEMBERSHIP.UPDATE_FAILED': { es: 'Error al actualizar la membresía', en: 'Error updating the membership' },
  'MEMBERSHIP.RENEW_FAILED': { es: 'Error al renovar la membresía', en: 'Error renewing the membership' },
  'MEMBERSHIP.CHANGE_PLAN_FAILED': {
    es: 'Error al cambiar el plan de membresía',
    en: 'Error changing the membership plan',
  },
  'MEMBERSHIP.CANCEL_FAILED': { es: 'Error al cancelar la membresía', en: 'Error cancelling the membership' },
  'MEMBERSHIP.FREEZE_FAILED': { es: 'Error al congelar la membresía', en: 'Error freezing the membership' },
  'MEMBERSHIP.DELETE_FAILED': { es: 'Error al eliminar la membresía', en: 'Error deleting the membership' },
  'MEMBERSHIP.SAVE_FAILED': { es: 'Error al guardar la membresía', en: 'Error saving the membership' },
  'MEMBERSHIP.LOAD_FAILED': { es: 'Error al cargar las membresías', en: 'Error loading the memberships' },
  'MEMBERSHIP.ONE_LOAD_FAILED': { es: 'Error al cargar la membresía', en: 'Error loading the membership' },
  'MEMBERSHIP.USER_LOAD_FAILED': {
    es: 'Error al cargar las membresías del usuario',
    en: "Error loading the user's memberships",
  },
  'MEMBERSHIP.PLANS_AVAILABLE_LOAD_FAILED': {
    es: 'Error al cargar los planes disponibles',
    en: 'Error loading the available plans',
  },
  'MEMBERSHIP.PLANS_LOAD_FAILED': {
    es: 'Error al cargar los planes de membresía',
    en: 'Error loading the membership plans',
  },
  'MEMBERSHIP.STATS_LOAD_FAILED': { es: 'Error al cargar las estadísticas', en: 'Error loading the statistics' },
  'MEMBERSHIP.QUICK_SALE_FAILED': { es: 'Error al procesar la venta', en: 'Error processing the sale' },
} as const satisfies MessageTexts;
