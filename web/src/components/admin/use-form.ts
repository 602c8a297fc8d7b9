import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Intent } from '@blueprintjs/core';

/** The keys of V whose values are text (inputs, text areas and selects edit them). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormOptions<V, P> {
  /** Each time the dialog opens (or `initial` changes while open) the form starts again from `initial`. */
  readonly isOpen: boolean;
  /** What the form starts from; compared by content, so it may be built afresh on each render. */
  readonly initial: V;
  /** `<idPrefix>-<field>`: the controls' ids, which their labels point at. */
  readonly idPrefix: string;
  /** The first problem of each field, with the API's rules. */
  readonly validate: (values: V) => Partial<Record<keyof V & string, P>>;
  /** A problem in the page's words. */
  readonly describe: (problem: P) => string;
  /** The server's field errors for the last save; each shows until its field is changed. */
  readonly serverErrors?: Readonly<Record<string, string>>;
}

export interface TextControlProps {
  readonly id: string;
  readonly value: string;
  readonly intent: Intent;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  readonly onBlur: () => void;
}

export interface Form<V> {
  readonly values: V;
  set<K extends keyof V & string>(field: K, value: V[K]): void;
  /** Several fields at once (e.g. ticking "sample class" also sets the price to 0). */
  patch(changes: Partial<V>): void;
  /** The field was left: its problem may show now, though its value did not change. */
  visit(field: keyof V & string): void;
  /** A field's message: its own problem once touched, else what the server said about it. */
  errorOf(field: keyof V & string): string | undefined;
  idOf(field: keyof V & string): string;
  /** Props for an InputGroup, TextArea or select editing a text field. */
  text(field: TextKey<V>): TextControlProps;
  readonly invalid: boolean;
  /** The fields with a problem now, shown or not yet (save is disabled because of them). */
  readonly invalidFields: readonly (keyof V & string)[];
  /** Shows every field's problem, as if each had been left (a save tried on an invalid form). */
  revealAll(): void;
  /** Some value differs from what the dialog opened with. */
  readonly dirty: boolean;
  /** Some field was edited or left, so problems may be shown. */
  readonly touched: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const NO_ERRORS: Readonly<Record<string, string>> = {};

/** A dialog form's values, touched fields, problems and dirtiness, started again on each opening. */
export function useForm<V extends object, P>({
  isOpen,
  initial: given,
  idPrefix,
  validate,
  describe,
  serverErrors = NO_ERRORS,
}: FormOptions<V, P>): Form<V> {
  type Field = keyof V & string;
  const givenKey = JSON.stringify(given);
  // The same start while its content is the same: a new object each render must not restart the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content (givenKey), not by the object
  const initial = useMemo(() => given, [givenKey]);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  // Fields changed since the server's last answer: its message on them is out of date.
  const [changedSinceAnswer, setChangedSinceAnswer] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!isOpen) return;
    setValues(initial);
    setTouched(new Set());
  }, [isOpen, initial]);
  useEffect(() => setChangedSinceAnswer(new Set()), [serverErrors]);

  const problems = useMemo(() => validate(values), [validate, values]);
  const touch = (fields: readonly Field[]) => {
    setTouched((current) => new Set([...current, ...fields]));
    setChangedSinceAnswer((current) => new Set([...current, ...fields]));
  };
  const patch = (changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
    touch(Object.keys(changes) as Field[]);
  };
  const set = <K extends Field>(field: K, value: V[K]) => patch({ [field]: value } as unknown as Partial<V>);
  const visit = (field: Field) => setTouched((current) => new Set([...current, field]));
  const errorOf = (field: Field): string | undefined => {
    const problem = touched.has(field) ? problems[field] : undefined;
    if (problem !== undefined) return describe(problem);
    return changedSinceAnswer.has(field) ? undefined : serverErrors[field];
  };
  const idOf = (field: Field) => `${idPrefix}-${field}`;

  return {
    values,
    set,
    patch,
    visit,
    errorOf,
    idOf,
    text: (field) => ({
      id: idOf(field),
      value: values[field] as string,
      intent: errorOf(field) ? Intent.DANGER : Intent.NONE,
      onChange: (event) => set(field, event.target.value as V[typeof field]),
      onBlur: () => visit(field),
    }),
    invalid: Object.keys(problems).length > 0,
    invalidFields: Object.keys(problems) as Field[],
    revealAll: () => setTouched(new Set([...(Object.keys(values) as Field[]), ...(Object.keys(problems) as Field[])])),
    dirty: !same(values, initial),
    touched: touched.size > 0,
  };
}
