import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the payments screen and API. */
export const PAYMENT_MESSAGES = {
  'VALIDATION.PAYMENT_AMOUNT': { es: 'El monto debe ser mayor a 0', en: 'The amount must be greater than 0' },
  'PAYMENT.NOT_FOUND': { es: 'Pago no encontrado', en: 'Payment not found' },
  'PAYMENT.ALREADY_EXISTS': { es: 'El pago ya existe', en: 'The payment already exists' },
  'PAYMENT.USER_NOT_FOUND': { es: 'Cliente no encontrado', en: 'Client not found' },
  'PAYMENT.MEMBERSHIP_NOT_FOUND': { es: 'Membresía no encontrada', en: 'Membership not found' },
  'PAYMENT.BRANCH_NOT_FOUND': { es: 'La sucursal no existe', en: 'The branch does not exist' },
  'PAYMENT.BRANCH_INACTIVE': { es: 'La sucursal está inactiva', en: 'The branch is inactive' },
  'VALIDATION.PAID_AT_FUTURE': {
    es: 'La fecha del pago no puede ser posterior a ahora',
    en: 'The payment date cannot be later than now',
  },
  'PAYMENT.REFUND_NOT_REFUNDABLE': { es: 'Una devolución no se puede reembolsar', en: 'A refund cannot be refunded' },
  'PAYMENT.ONLY_COMPLETED_REFUNDS': {
    es: 'Solo se puede reembolsar un pago completado',
    en: 'Only a completed payment can be refunded',
  },
  'PAYMENT.NOT_A_RETAIL_SALE': {
    es: 'Solo el pago de una venta de inventario puede devolver el producto al inventario',
    en: 'Only the payment of an inventory sale can put the product back in stock',
  },
  'PAYMENT.RECORDED': { es: 'Pago registrado exitosamente', en: 'Payment recorded successfully' },
  'PAYMENT.REFUNDED': { es: 'Pago reembolsado exitosamente', en: 'Payment refunded successfully' },
  'PAYMENT.VOIDED': { es: 'Pago anulado exitosamente', en: 'Payment voided successfully' },
  'PAYMENT.LOAD_FAILED': { es: 'Error al cargar los pagos', en: 'Error loading the payments' },
  'PAYMENT.STATS_LOAD_FAILED': {
    es: 'Error al cargar las estadísticas de pagos',
    en: 'Error loading the payment statistics',
  },
  'PAYMENT.RECORD_FAILED': { es: 'Error al registrar el pago', en: 'Error recording the payment' },
  'PAYMENT.REFUND_FAILED': { es: 'Error al reembolsar el pago', en: 'Error refunding the payment' },
  'PAYMENT.VOID_FAILED': { es: 'Error al anular el pago', en: 'Error voiding the payment' },
} as const satisfies MessageTexts;
