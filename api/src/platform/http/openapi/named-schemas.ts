import { object, type AnySchema, type FieldsOf, type WireSchema } from './wire-schema.js';

/**
 * The schemas that have a name in the document (`components.schemas`), filled as the modules that
 * describe them are loaded. A name is the type's name in the contracts, so a generated client's
 * types read like the contracts; two different schemas under one name are refused at load.
 */
const NAMED = new Map<string, AnySchema>();

const REF_PREFIX = '#/components/schemas/';

/** Gives `schema` a name in the document and answers a reference to it. */
export function named<T>(name: string, schema: WireSchema<T>): WireSchema<T> {
  const known = NAMED.get(name);
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema)) {
    throw new Error(`Two different schemas are named ${name} in the API document`);
  }
  NAMED.set(name, schema);
  return { $ref: `${REF_PREFIX}${name}` } as WireSchema<T>;
}

/** A named object schema: `model<ClassDto>('ClassDto', { id: text(), ... })`. */
export const model = <T extends object>(name: string, fields: FieldsOf<T>, description?: string): WireSchema<T> =>
  named(name, object<T>(fields, description));

/** Every named schema, for the document's `components.schemas`. */
export const namedSchemas = (): ReadonlyMap<string, AnySchema> => NAMED;

/** The name a `$ref` points to, or null for a reference outside `components.schemas`. */
export const referencedName = (ref: string): string | null =>
  ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : null;
