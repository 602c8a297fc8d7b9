/** Reading the API's OpenAPI document in tests: its operations, and whether an answer has a schema's shape. */

export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly format?: string;
  readonly nullable?: boolean;
  readonly enum?: readonly unknown[];
  readonly allOf?: readonly Schema[];
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: Schema | boolean;
}

export interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
}

export interface Response {
  readonly description?: string;
  readonly content?: Readonly<Record<string, { readonly schema?: Schema }>>;
}

export interface Operation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: unknown;
  readonly responses?: Readonly<Record<string, Response>>;
  readonly security?: readonly Readonly<Record<string, unknown>>[];
}

export interface ApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, Schema>> };
}

export interface Located {
  readonly method: string;
  readonly path: string;
  /** `GET /api/classes/{id}`: how a failure names it. */
  readonly name: string;
  readonly operation: Operation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function operationsOf(document: ApiDocument): Located[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      method,
      path,
      name: `${method.toUpperCase()} ${path}`,
      operation: item[method] as Operation,
    })),
  );
}

/** Every `$ref` anywhere in the document, once each. */
export function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function typeProblem(value: unknown, schema: Schema, at: string): string | null {
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return `${at} is not a string`;
      return schema.format === 'date-time' && !INSTANT.test(value) ? `${at} is not an ISO instant: ${value}` : null;
    case 'integer':
      return Number.isInteger(value) ? null : `${at} is not an integer`;
    case 'number':
      return typeof value === 'number' ? null : `${at} is not a number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${at} is not a boolean`;
    case 'array':
      return Array.isArray(value) ? null : `${at} is not an array`;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : `${at} is not an object`;
    default:
      return null;
  }
}

/**
 * What in `value` the schema does not describe: a missing required property, a property it does
 * not list, a wrong type, a value outside its enum, an unexpected null. The subset of OpenAPI 3.0
 * the document uses; `partial` while checking one part of an `allOf`, whose other parts list the
 * remaining properties.
 */
export function shapeProblems(
  value: unknown,
  schema: Schema,
  document: ApiDocument,
  at = 'body',
  partial = false,
): string[] {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    return target ? shapeProblems(value, target, document, at, partial) : [`${at}: unknown schema ${schema.$ref}`];
  }
  if (value === null) return schema.nullable ? [] : [`${at} is null`];
  if (schema.allOf) return schema.allOf.flatMap((part) => shapeProblems(value, part, document, at, true));
  if (schema.enum && !schema.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of the enum`];
  const wrongType = typeProblem(value, schema, at);
  if (wrongType) return [wrongType];
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.flatMap((item, index) => shapeProblems(item, items, document, `${at}[${index}]`));
  }
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${at}.${key} is missing`);
  for (const [key, child] of Object.entries(record)) {
    const described = schema.properties?.[key];
    const extra = schema.additionalProperties;
    if (described) problems.push(...shapeProblems(child, described, document, `${at}.${key}`));
    else if (typeof extra === 'object') problems.push(...shapeProblems(child, extra, document, `${at}.${key}`));
    else if (schema.properties && extra !== true && !partial) problems.push(`${at}.${key} is not in the schema`);
  }
  return problems;
}
