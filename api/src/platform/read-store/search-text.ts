/** Lower case without accents, so "queretaro" finds "Querétaro" in any store. */
export function foldForSearch(text: string): string {
  // Combining marks only: \p{Diacritic} would also drop ^ and ` typed on their own.
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A case-insensitive "contains" filter for a folded search field, with the user's text escaped. */
export function containsFilter(field: string, query: string): Record<string, unknown> {
  const escaped = foldForSearch(query.trim()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { [field]: { $regex: escaped } };
}
