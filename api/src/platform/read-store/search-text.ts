/** Printable ASCII has no accents to take off: most names, folded for every booking a rebuild copies them onto. */
const ASCII = /^[ -~]*$/;

/** Lower case without accents, so "queretaro" finds "Querétaro" in any store. */
export function foldForSearch(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  // Combining marks only: \p{Diacritic} would also drop ^ and ` typed on their own.
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What a list's search looks in (a name and its description...), folded: the texts present, one a line. */
export function searchTextOf(...texts: readonly (string | null | undefined)[]): string {
  return foldForSearch(texts.filter((text): text is string => typeof text === 'string' && text !== '').join('\n'));
}

/** A case-insensitive "contains" filter for a folded search field, with the user's text escaped. */
export function containsFilter(field: string, query: string): Record<string, unknown> {
  const escaped = foldForSearch(query.trim()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { [field]: { $regex: escaped } };
}
