import { translate, type Language, type MessageKey } from '@boxstudio/contracts';

/** A catalogue message (PAYMENT.*, MEMBERSHIP.*) in the page's language: the fallback when the server sends none. */
export function catalogueText(key: MessageKey, language: string): string {
  return translate(key, (language === 'en' ? 'en' : 'es') satisfies Language);
}
