/**
 * Stands in for @blueprintjs/icons' list of icon names inside its icon loader only (see
 * lightIconNames in vite.config.ts): any kebab-case name counts as valid, so Blueprint's loader
 * fetches its paths as usual. Not used by jest, which loads Blueprint unchanged.
 */
export const IconNames: Readonly<Record<string, string>> = {};

export const IconNamesSet: Pick<ReadonlySet<unknown>, 'has'> = {
  has: (name: unknown): boolean => typeof name === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name),
};
