/** Mexico's country code: a studio phone written without it (55 5280 1234) is a Mexican number. */
const MEXICO = '52';

/**
 * A chat with the branch on WhatsApp (`https://wa.me/<digits>?text=…`, the link WhatsApp documents for
 * opening a chat with a number, the message typed in): the phone's digits with the country code, no `+`.
 * Null when the phone holds too few digits to be a number one can write to.
 */
export function whatsAppLink(phone: string | null, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  const international = digits.length === 10 ? `${MEXICO}${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(message)}`;
}

/** A phone as a `tel:` link: its digits, with the leading `+` kept. */
export function telLink(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
