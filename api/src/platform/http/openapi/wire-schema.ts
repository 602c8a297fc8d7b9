import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

declare const DESCRIBES: unique symbol;

/**
 * The OpenAPI schema of the values of type `T` as they travel in an answer. `T` exists only for the
 * compiler: a schema is made by the builders below, each typed by what it describes, so a schema
 * assembled for a contract type (`object<ClassDto>({...})`) compiles only if it describes that type
 * exactly: every property, which ones may be left out, which may be null, and each value's type and
 * allowed values. `T` is invariant: a schema of `'A' | 'B'` is not one of `'A' | 'B' | 'C'`, nor is
 * one of `number` a schema of `number | null`. A field added to, removed from or retyped in a
 * contract interface therefore breaks the build until its schema says the same.
 */
export type WireSchema<T> = (SchemaObject | ReferenceObject) & { readonly [DESCRIBES]: (value: T) => T };

/** Any schema, whatever it describes: what the document is assembled from. */
export type AnySchema = SchemaObject | ReferenceObject;

/** A property that may be absent from the object (`name?:` in the contract). */
export class OptionalField<T> {
  constructor(readonly schema: WireSchema<T>) {}
}

/** How a property's type is compared with its schema: arrays read-only, however the contract spells them. */
type Wired<V> = V extends readonly (infer E)[] ? readonly E[] : V;

type OptionalKeys<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? K : never }[keyof T];

/** One schema per property of `T`, no more and no fewer; the optional ones wrapped in `optional()`. */
export type FieldsOf<T> = {
  readonly [K in keyof T]-?: K extends OptionalKeys<T>
    ? OptionalField<Wired<Exclude<T[K], undefined>>>
    : WireSchema<Wired<T[K]>>;
};

const wire = <T>(schema: AnySchema): WireSchema<T> => schema as WireSchema<T>;

const withDescription = (schema: SchemaObject, description: string | undefined): SchemaObject =>
  description === undefined ? schema : { ...schema, description };

export const text = (description?: string): WireSchema<string> =>
  wire(withDescription({ type: 'string' }, description));

/** An instant: ISO 8601 in UTC on the wire (CONTRACT.md, dates). */
export const instant = (description?: string): WireSchema<string> =>
  wire(withDescription({ type: 'string', format: 'date-time' }, description));

export const integer = (description?: string): WireSchema<number> =>
  wire(withDescription({ type: 'integer' }, description));

/** A number that may have decimals: money, rates, averages. */
export const decimal = (description?: string): WireSchema<number> =>
  wire(withDescription({ type: 'number' }, description));

export const flag = (description?: string): WireSchema<boolean> =>
  wire(withDescription({ type: 'boolean' }, description));

/**
 * One of a fixed set of values. Pass the contract's own list (`ROLES`, `PAYMENT_METHODS`) where it
 * has one, so the set has a single source. Only a list whose values the compiler knows (an `as const`
 * tuple or literals written here) is taken: a `readonly Role[]` holding some roles would be typed as
 * every role while listing fewer.
 */
export function oneOf<const V extends string | number | boolean>(
  values: readonly [V, ...V[]],
  description?: string,
): WireSchema<V> {
  const kinds = new Set(values.map((value) => typeof value));
  const type = kinds.has('boolean')
    ? 'boolean'
    : kinds.has('string')
      ? 'string'
      : values.every((value) => Number.isInteger(value))
        ? 'integer'
        : 'number';
  return wire(withDescription({ type, enum: [...values] }, description));
}

/**
 * A string the contract narrows to a set too large and too changing to list in the document (a
 * message key in `reasons[]`): documented as a string, typed as the contract types it.
 */
export const code = <K extends string>(description: string): WireSchema<K> => wire({ type: 'string', description });

export const list = <T>(items: WireSchema<T>, description?: string): WireSchema<readonly T[]> =>
  wire(withDescription({ type: 'array', items }, description));

/** An object keyed by ids (or any string), each value described by `values`. */
export const dictionary = <T>(values: WireSchema<T>, description?: string): WireSchema<Readonly<Record<string, T>>> =>
  wire(withDescription({ type: 'object', additionalProperties: values }, description));

/** A value of one of two shapes (a report, or the same report as of an instant beside it restated). */
export const either = <A, B>(first: WireSchema<A>, second: WireSchema<B>, description?: string): WireSchema<A | B> =>
  wire(withDescription({ oneOf: [first, second] }, description));

/** An object whose shape depends on something else (an event's data, a record's state of any kind). */
export const freeForm = (description: string): WireSchema<Record<string, unknown>> =>
  wire({ type: 'object', additionalProperties: true, description });

/** Any JSON value, null included: a field's value before or after a change, whatever the field holds. */
export const anyValue = (description: string): WireSchema<unknown> => wire({ nullable: true, description });

/** Always null: an answer that carries no data. */
export const none = (): WireSchema<null> => wire({ nullable: true, enum: [null] });

export function nullable<T>(schema: WireSchema<T>): WireSchema<T | null> {
  // In OpenAPI 3.0 a `nullable` beside a `$ref` is ignored, so a reference is wrapped.
  return wire('$ref' in schema ? { nullable: true, allOf: [schema] } : { ...schema, nullable: true });
}

export const optional = <T>(schema: WireSchema<T>): OptionalField<T> => new OptionalField(schema);

/** The schema of `T`, one field per property: `object<ClassDto>({ id: text(), ... })`. */
export function object<T extends object>(fields: FieldsOf<T>, description?: string): WireSchema<T> {
  const properties: Record<string, AnySchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields as Readonly<Record<string, AnySchema | OptionalField<unknown>>>)) {
    if (field instanceof OptionalField) {
      properties[key] = field.schema;
    } else {
      properties[key] = field;
      required.push(key);
    }
  }
  const schema: SchemaObject = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  return wire(withDescription(schema, description));
}
