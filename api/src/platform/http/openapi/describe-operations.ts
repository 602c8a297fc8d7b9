import type { OpenAPIObject, OperationObject, ParameterObject, ResponseObject } from '@nestjs/swagger';
import type { Answer } from './answers.decorator.js';
import { ERROR_ENVELOPE, successEnvelope } from './common-schemas.js';
import type { RouteFacts } from './route-facts.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** What each failure means; `code` in the error envelope says which rule or record it was. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `errors` names each field (or header, or path parameter) at fault',
  401: 'Not signed in: no token, or a bad, expired or revoked one (or, where credentials are checked, wrong ones)',
  403: 'The caller’s role, or whose record it is, does not allow it',
  404: 'Not found: an unknown id; `code` names what is missing',
  409: 'Conflict: the record’s state, a limit, a duplicate, or a newer revision than If-Match refuses it',
  422: 'This Idempotency-Key was already used with another request',
  429: 'Too many attempts: retry after the Retry-After header’s seconds',
  503: 'Not ready: the event log or the read store does not answer, or projections are not live',
};

const SUCCESS_MEANINGS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** Headers every command route reads (platform/http/command-context.decorator.ts). */
const COMMAND_HEADERS: readonly ParameterObject[] = [
  {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Retries safely: the same key with the same request answers the first answer again; with another request, 422',
    schema: { type: 'string', pattern: '^[\\w.:-]{1,100}$' },
  },
  {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: 'The record’s revision the caller last saw ("3"): if it has moved on since, 409',
    schema: { type: 'string' },
  },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

function* operationsOf(document: OpenAPIObject): Generator<OperationObject> {
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (operation) yield operation;
    }
  }
}

/** The failures a route can answer: those it declares, and those its input, roles and kind give it. */
function errorsOf(operation: OperationObject, route: RouteFacts, answer: Answer): ErrorStatus[] {
  const errors = new Set<ErrorStatus>(answer.errors);
  const parameters = (operation.parameters ?? []).filter((parameter) => 'in' in parameter);
  const takesInput =
    operation.requestBody !== undefined ||
    parameters.some((parameter) => parameter.in === 'query' || parameter.in === 'path');
  // The validation pipe (body and query) and an undecodable path parameter answer 400.
  if (takesInput) errors.add(400);
  if (!route.isPublic) errors.add(401);
  if (!route.isPublic && route.refusesSomeRole) errors.add(403);
  // A malformed Idempotency-Key or If-Match (400), a lost race or a stale If-Match (409), a reused key (422).
  if (route.isCommand) for (const status of [400, 409, 422] as const) errors.add(status);
  if (route.isThrottled) errors.add(429);
  return [...errors].sort((a, b) => a - b);
}

/** A stream of server-sent events: each event's data is the schema, with no envelope around it. */
function eventStreamOf(events: string, data: Answer['data'], described: string | undefined): ResponseObject {
  const description =
    described ||
    `Server-sent events (text/event-stream), each \`event: ${events}\` with one \`data:\` line: ` +
      'the JSON of this schema, not in the envelope. The stream lasts until the client closes it.';
  return { description, content: { 'text/event-stream': { schema: data } } };
}

/** What a JSON download holds, said beside the success's own meaning (its media type is the envelope's). */
const JSON_FILE_MEANING = 'With ?format=json: a file download (Content-Disposition: attachment) without the envelope';

function successOf(status: number, answer: Answer, described: string | undefined): ResponseObject {
  if (answer.events !== undefined) return eventStreamOf(answer.events, answer.data, described);
  const meaning = described || SUCCESS_MEANINGS[status] || 'Success';
  const description = answer.file === 'json' ? `${meaning}. ${JSON_FILE_MEANING}` : meaning;
  if (status === 204) return { description };
  const content: ResponseObject['content'] = { 'application/json': { schema: successEnvelope(answer.data) } };
  if (answer.csv) content['text/csv'] = { schema: { type: 'string', description: 'The same rows as CSV' } };
  return { description, content };
}

function complete(operation: OperationObject, route: RouteFacts, answer: Answer): void {
  const given = operation.responses as Record<string, ResponseObject | undefined>;
  const listed = Object.keys(given).filter((status) => /^2\d\d$/.test(status));
  // Swagger lists @ApiResponse's statuses (202 and 200 for a rebuild), or else the route's own.
  const successes = listed.length > 0 ? listed.map(Number) : [route.status];
  const responses: Record<string, ResponseObject> = {};
  for (const status of successes) responses[status] = successOf(status, answer, given[status]?.description);
  for (const status of errorsOf(operation, route, answer)) {
    responses[status] = {
      description: ERROR_MEANINGS[status],
      content: { 'application/json': { schema: ERROR_ENVELOPE } },
    };
  }
  operation.responses = responses;
  operation.summary ??= answer.summary;
  if (route.isCommand) {
    const parameters = operation.parameters ?? [];
    const named = new Set(parameters.map((parameter) => ('name' in parameter ? parameter.name : '')));
    operation.parameters = [...parameters, ...COMMAND_HEADERS.filter((header) => !named.has(header.name))];
  }
  // A public route also answers without a token: the empty requirement says so.
  if (route.isPublic) operation.security = [{}, ...(operation.security ?? [{ bearer: [] }])];
  else operation.security ??= [{ bearer: [] }];
}

/**
 * Completes each operation Swagger built from a route with what the route answers: the envelope
 * around its @Answers schema for each success status, and the error envelope for each failure it
 * can answer. A route without @Answers is left as Swagger made it, and the document's test names it.
 */
export function describeOperations(document: OpenAPIObject, routes: readonly RouteFacts[]): void {
  const byId = new Map(routes.map((route) => [route.operationId, route]));
  for (const operation of operationsOf(document)) {
    const route = operation.operationId === undefined ? undefined : byId.get(operation.operationId);
    if (route?.answer) complete(operation, route, route.answer);
  }
}
