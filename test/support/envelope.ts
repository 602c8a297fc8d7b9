/** Checks on the API's answer envelope `{ success, data?, message?, errors?, code? }`, for any status. */

export interface FieldErrorShape {
  readonly field: string;
  readonly message: string;
  readonly code?: string;
}

export interface EnvelopeShape {
  readonly success: boolean;
  readonly data?: unknown;
  readonly message?: string;
  readonly errors?: readonly FieldErrorShape[];
  readonly code?: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorProblem(error: unknown, index: number): string | null {
  if (!isRecord(error)) return `errors[${index}] is not an object`;
  if (typeof error.field !== 'string') return `errors[${index}].field is not a string`;
  if (typeof error.message !== 'string' || error.message === '')
    return `errors[${index}].message is not a non-empty string`;
  if (error.code !== undefined && typeof error.code !== 'string') return `errors[${index}].code is not a string`;
  return null;
}

/**
 * What is wrong with an answer, or null when it is right: never a 5xx, always the envelope, and
 * `success` agreeing with the status (a failure carries a message string and well-formed errors).
 */
export function envelopeProblem(status: number, body: unknown): string | null {
  if (status >= 500) return `status ${status}`;
  if (!isRecord(body)) return `status ${status} without an envelope (body ${JSON.stringify(body)?.slice(0, 200)})`;
  if (typeof body.success !== 'boolean') return `status ${status}: success is not a boolean`;
  const failed = status >= 400;
  if (body.success === failed) return `status ${status} with success ${String(body.success)}`;
  if (body.message !== undefined && typeof body.message !== 'string')
    return `status ${status}: message is not a string`;
  if (failed && (typeof body.message !== 'string' || body.message === ''))
    return `status ${status}: a failure without a message`;
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) return `status ${status}: errors is not an array`;
    for (const [index, error] of body.errors.entries()) {
      const problem = fieldErrorProblem(error, index);
      if (problem) return `status ${status}: ${problem}`;
    }
  }
  if (body.code !== undefined && typeof body.code !== 'string') return `status ${status}: code is not a string`;
  return null;
}

/** Narrows an answer's body to the envelope, failing the test with the reason when it is not one. */
export function asEnvelope(status: number, body: unknown): EnvelopeShape {
  const problem = envelopeProblem(status, body);
  if (problem) throw new Error(`Not a proper answer: ${problem}; body ${JSON.stringify(body)?.slice(0, 500)}`);
  return body as EnvelopeShape;
}

/** The answer is a refusal (4xx, never 5xx) in the envelope; answers the envelope. */
export function expectRefusal(
  response: { status: number; body: unknown },
  statuses: readonly number[] = [],
): EnvelopeShape {
  const envelope = asEnvelope(response.status, response.body);
  if (response.status < 400 || response.status >= 500 || (statuses.length > 0 && !statuses.includes(response.status))) {
    throw new Error(
      `Expected ${statuses.length > 0 ? statuses.join(' or ') : 'a 4xx'} but got ${response.status}: ` +
        JSON.stringify(response.body).slice(0, 500),
    );
  }
  expect(envelope.success).toBe(false);
  expect(typeof envelope.message).toBe('string');
  return envelope;
}

/** The fields named by a refusal's errors. */
export const errorFields = (envelope: EnvelopeShape): string[] => (envelope.errors ?? []).map((error) => error.field);
