const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US' };

let activeLanguage = 'es';

/** Called when the language preference changes, so dates follow it everywhere. */
export function setFormatLanguage(language: string): void {
  activeLanguage = language;
}

/** The BCP 47 locale of the current language (es-ES or en-US). */
export function currentLocale(language: string = activeLanguage): string {
  return LOCALES[language] ?? 'es-ES';
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | number | Date | null | undefined, language?: string): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  return date
    ? date.toLocaleDateString(currentLocale(language), { year: 'numeric', month: 'short', day: 'numeric' })
    : '';
}

/** A date and time; the time in the studio's 24-hour format in every language ("18:05", not "6:05 PM"). */
export function formatDateTime(value: string | number | Date | null | undefined, language?: string): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  return date
    ? date.toLocaleString(currentLocale(language), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
    : '';
}
