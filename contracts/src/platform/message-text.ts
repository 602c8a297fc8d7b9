/** Every message the API shows people, in Spanish (the spec's exact words) and English. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export interface MessageText {
  readonly es: string;
  readonly en: string;
}

/** A domain's messages: stable codes (`BRANCH.NOT_FOUND`) to their texts. */
export type MessageTexts = Record<string, MessageText>;
