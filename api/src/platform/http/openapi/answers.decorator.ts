import { SetMetadata, type StreamableFile } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Reply } from '../reply.js';
import type { AnySchema, WireSchema } from './wire-schema.js';

export const ANSWER = 'boxstudio:answer';

/**
 * Failures a route decides itself, beyond those the platform answers for it (api-document.ts): 404
 * for an unknown id, 403 where the handler refuses someone else's record, 409 where a read refuses
 * a state (a command route gets 409 anyway), 401 where a public route checks credentials, 503.
 */
export type DeclaredError = 400 | 401 | 403 | 404 | 409 | 503;

export interface AnswerOptions {
  /** What the operation does, in a few words: the line a generated client documents its method with. */
  readonly summary: string;
  readonly errors?: readonly DeclaredError[];
  /** Also answered as CSV (`Accept: text/csv` or `?format=csv`): the same rows as text. */
  readonly csv?: boolean;
  /**
   * Answered as server-sent events (`text/event-stream`) of this name, each one's data the schema,
   * without the envelope: the handler writes the stream itself (platform/http/event-stream.ts).
   */
  readonly events?: string;
  /** Also answered as a JSON download (`?format=json`): a file holding part of `data`, without the envelope. */
  readonly file?: 'json';
}

/** What @Answers records on a route, read when the document is built. */
export interface Answer extends AnswerOptions {
  readonly data: AnySchema;
}

/** What a handler may return for an answer whose `data` is a `T`. */
type Answering<T> = T | Reply<T> | Promise<T> | Promise<Reply<T>>;

/** A route that also answers a file (CSV, a JSON download) returns it: no envelope (envelope-adapter.ts). */
type AnsweringOrFile<T> = Answering<T> | StreamableFile | Promise<T | StreamableFile>;

/** A route answering server-sent events returns nothing: it writes to the response it is given. */
type Streaming = void | Promise<void>;

type Handler<R> = (...args: never[]) => R;

type HandlerDecorator<R> = <M extends Handler<R>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;

/**
 * The route's documentation: its summary and the schema of its answer's `data`, which the document
 * wraps in the envelope. The compiler holds the three together: `data` is a schema of a contract
 * type (wire-schema.ts), and the decorated handler must return that type, so a route cannot show one
 * shape and answer another.
 *
 *   @Answers(CLASS_DTO, { summary: 'Create a class' })
 *   @Answers(CLASS_DTO, { summary: 'Delete a class', errors: [404] })
 *   @Answers(REVENUE_REPORT, { summary: 'Get the revenue report', csv: true })
 *   @Answers(PROJECTIONS_SNAPSHOT, { summary: 'Follow the read models', events: 'snapshot' })
 *
 * A handler may return a file besides its `T` only under `csv: true` or `file: 'json'`, so no route
 * answers a file where the document does not say so. Under `events` the handler returns nothing: it
 * writes the stream, and the document lists text/event-stream, not the envelope.
 *
 * The rest of a route's answers (400 for its input, 401 and 403 from its roles, 409 and 422 for a
 * command, 429 when throttled, the Idempotency-Key and If-Match headers) are read from the route's
 * own decorators when the document is built, so they always say what the route does.
 */
export function Answers<T>(
  data: WireSchema<T>,
  options: AnswerOptions & ({ readonly csv: true } | { readonly file: 'json' }) & { readonly events?: undefined },
): HandlerDecorator<AnsweringOrFile<T>>;
export function Answers<T>(
  data: WireSchema<T>,
  options: AnswerOptions & { readonly events: string; readonly csv?: false; readonly file?: undefined },
): HandlerDecorator<Streaming>;
export function Answers<T>(
  data: WireSchema<T>,
  options: AnswerOptions & { readonly csv?: false; readonly file?: undefined; readonly events?: undefined },
): HandlerDecorator<Answering<T>>;
export function Answers<T>(
  data: WireSchema<T>,
  options: AnswerOptions,
): HandlerDecorator<AnsweringOrFile<T> | Streaming> {
  const answer: Answer = { ...options, data };
  const decorators = [SetMetadata(ANSWER, answer), ApiOperation({ summary: options.summary })];
  return (target, key, descriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor);
  };
}
