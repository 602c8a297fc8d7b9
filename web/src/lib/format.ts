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
