import { useTranslation } from 'react-i18next';
import { formatStudioDateTime } from '../../lib/studio-time';
import { currentLocale } from '../../lib/format';

/** "MembershipRenewed" as words, "Membership renewed": the label of an event type the screen has no words for. */
export function wordsOfType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An instant on the wire ("2026-03-01T18:00:00.000Z"): shown on the studio's clock rather than as typed. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** How the console names what the log holds (kinds of record, events, fields, values), in the page's language. */
export function useAuditWords() {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  const numbers = new Intl.NumberFormat(currentLocale(language));
  const value = (raw: unknown, nothing: string): string => {
    if (raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) return nothing;
    if (typeof raw === 'boolean') return t(raw ? 'values.yes' : 'values.no');
    if (typeof raw === 'number') return numbers.format(raw);
    if (typeof raw === 'string') return INSTANT.test(raw) ? formatStudioDateTime(raw, language) : raw;
    if (Array.isArray(raw) && raw.every((item) => typeof item !== 'object' || item === null))
      return raw.map((item) => value(item, nothing)).join(', ');
    return JSON.stringify(raw);
  };
  return {
    /** 'membership' → 'Membresía'. */
    kind: (aggregate: string): string => t(`kinds.${aggregate}`, { defaultValue: aggregate }),
    /** 'MembershipRenewed' → 'Membresía renovada'; a type it has no words for, spelled out. */
    event: (type: string): string =>
      t(`events.${type}`, { defaultValue: t('events.unknown', { words: wordsOfType(type) }) }),
    /** A DTO's dotted path in words: 'membershipPlan.name' → 'Plan › Nombre', 'schedules.0' → 'Horarios › 1'. */
    field: (path: string): string =>
      path
        .split('.')
        .map((step) => (/^\d+$/.test(step) ? String(Number(step) + 1) : t(`fields.${step}`, { defaultValue: step })))
        .join(' › '),
    /** A value as people read it: Sí/No, numbers and instants in the page's format, `nothing` for none. */
    value,
    /** "30 nov 2026, 18:05", studio time. */
    when: (instant: string): string => formatStudioDateTime(instant, language),
  };
}

export type AuditWords = ReturnType<typeof useAuditWords>;
