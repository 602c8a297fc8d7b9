import {
  EMAIL_PATTERN,
  numberProblem,
  translate,
  type Language,
  type MessageKey,
  type NumberRule,
} from '@boxstudio/contracts';

/**
 * What is wrong with a form field, as the API would say it: 'required' (the feature's own
 * "Este campo es requerido"), or a message of the contracts' catalogue with its numbers.
 */
export type FieldProblem = 'required' | { readonly key: MessageKey; readonly params: Readonly<Record<string, number>> };

/** A message of the catalogue, with its numbers, as a field's problem. */
export const problemOf = (key: MessageKey, params: Readonly<Record<string, number>> = {}): FieldProblem => ({
  key,
  params,
});

/** A typed email: required, no longer than the API keeps, and of the API's pattern. */
export function emailFieldProblem(typed: string, max: number): FieldProblem | undefined {
  const tooLongOrMissing = textFieldProblem(typed, { required: true, max });
  if (tooLongOrMissing) return tooLongOrMissing;
  return EMAIL_PATTERN.test(typed.trim()) ? undefined : problemOf('VALIDATION.EMAIL');
}

/** A typed number checked by the rule the API applies to it (range, whole, cents, blank for none). */
export function numberFieldProblem(typed: string, rule: NumberRule): FieldProblem | undefined {
  if (typed.trim() === '') return rule.nullable ? undefined : 'required';
  const value = Number(typed);
  if (!Number.isFinite(value)) return { key: 'VALIDATION.NUMBER', params: {} };
  return numberProblem(value, rule) ?? undefined;
}

/** A typed text: required or not, and no longer than the API keeps. */
export function textFieldProblem(
  typed: string,
  { required, max }: { readonly required: boolean; readonly max: number },
): FieldProblem | undefined {
  const text = typed.trim();
  if (text === '') return required ? 'required' : undefined;
  return text.length > max ? { key: 'VALIDATION.TOO_LONG', params: { max } } : undefined;
}

/** A problem in the page's language: the catalogue's words, or the feature's own for 'required'. */
export function describeProblem(problem: FieldProblem, required: string, language: string): string {
  return problem === 'required'
    ? required
    : translate(problem.key, (language === 'en' ? 'en' : 'es') satisfies Language, problem.params);
}

/** The number fields of a form, each checked by its rule (the contracts' `<X>_NUMBERS` name the fields). */
export function numberProblems<K extends string>(
  values: NoInfer<Readonly<Record<K, string>>>,
  rules: Readonly<Record<K, NumberRule>>,
): Partial<Record<K, FieldProblem>> {
  const keys = Object.keys(rules) as K[];
  return Object.fromEntries(keys.map((key) => [key, numberFieldProblem(values[key], rules[key])])) as Partial<
    Record<K, FieldProblem>
  >;
}

/** A catalog record's name (required) and description (optional), no longer than its limits. */
export function nameAndDescriptionProblems(
  values: { readonly name: string; readonly description: string },
  limits: { readonly nameMax: number; readonly descriptionMax: number },
): Partial<Record<'name' | 'description', FieldProblem>> {
  return {
    name: textFieldProblem(values.name, { required: true, max: limits.nameMax }),
    description: textFieldProblem(values.description, { required: false, max: limits.descriptionMax }),
  };
}

/** The fields that have a problem, without the others. */
export function onlyProblems<K extends string>(
  problems: Partial<Record<K, FieldProblem | undefined>>,
): Partial<Record<K, FieldProblem>> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Partial<
    Record<K, FieldProblem>
  >;
}
