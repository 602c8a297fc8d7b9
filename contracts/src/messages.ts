/**
 * The one catalogue of messages, assembled from each domain's own: keys are stable codes the web
 * may translate itself; the API sends the text in the caller's language.
 */
import { ACCOUNT_MESSAGES } from './accounts/account.messages.js';
import { BRANCH_MESSAGES } from './branches/branch.messages.js';
import { CLASS_MESSAGES } from './classes/class.messages.js';
import { NEWSLETTER_MESSAGES } from './newsletter/newsletter.messages.js';
import { PEOPLE_MESSAGES } from './people/people.messages.js';
import { PLAN_MESSAGES } from './plans/plan.messages.js';
import { RESERVATION_MESSAGES } from './reservations/reservation.messages.js';
import { MEMBERSHIP_MESSAGES } from './memberships/membership.messages.js';
import { PAYMENT_MESSAGES } from './payments/payment.messages.js';
import { INVENTORY_MESSAGES } from './inventory/inventory.messages.js';
import { REPORT_MESSAGES } from './reports/report.messages.js';
import { API_KEY_MESSAGES } from './api-keys/api-key.messages.js';
import { DEFAULT_LANGUAGE, type Language } from './platform/message-text.js';
import { PLATFORM_MESSAGES } from './platform/platform.messages.js';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type MessageText,
  type MessageTexts,
} from './platform/message-text.js';

export const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...PEOPLE_MESSAGES,
  ...NEWSLETTER_MESSAGES,
  ...BRANCH_MESSAGES,
  ...PLAN_MESSAGES,
  ...CLASS_MESSAGES,
  ...RESERVATION_MESSAGES,
  ...MEMBERSHIP_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...INVENTORY_MESSAGES,
  ...REPORT_MESSAGES,
  ...API_KEY_MESSAGES,
} as const;

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
