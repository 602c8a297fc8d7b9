import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the newsletter form (spec §8). */
export const NEWSLETTER_MESSAGES = {
  'VALIDATION.NEWSLETTER_FIELDS': { es: 'Por favor completa todos los campos', en: 'Please fill in all the fields' },
  'NEWSLETTER.SUBSCRIBED': { es: '¡Te has suscrito exitosamente!', en: 'You have successfully subscribed!' },
} as const satisfies MessageTexts;
