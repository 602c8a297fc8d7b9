import { encodeMessage } from './message-code.js';
import { ValidationFailed } from './http-errors.js';

/** A route as registered: its method and its path pattern (`/api/classes/:id/schedules`). */
export interface RoutePattern {
  readonly method: string;
  readonly path: string;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

function decodes(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/** Express's own answer to a path parameter it cannot decode ('%ff'): a URIError it marks 400. */
export function isUndecodableParam(error: unknown): boolean {
  return error instanceof URIError && (error as URIError & { status?: unknown }).status === 400;
}

/**
 * The parameter of these routes that the request's path fills with text that is not valid
 * percent-encoding (`/api/classes/%ff%fe`: `id`), for a field error that names it; the routes of
 * the request's method first, then any route the path matches (Express decodes a path's parameters
 * before it looks at the method). Null when no route pattern explains it.
 */
export function undecodableParam(routes: readonly RoutePattern[], method: string, path: string): string | null {
  const given = segmentsOf(path);
  const sameMethodFirst = [...routes].sort(
    (a, b) => Number(b.method === method.toLowerCase()) - Number(a.method === method.toLowerCase()),
  );
  for (const route of sameMethodFirst) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== given.length) continue;
    let fits = true;
    let culprit: string | null = null;
    pattern.forEach((segment, index) => {
      const raw = given[index] ?? '';
      if (segment.startsWith(':')) {
        if (culprit === null && !decodes(raw)) culprit = segment.slice(1);
      } else if (segment.toLowerCase() !== raw.toLowerCase()) fits = false;
    });
    if (fits && culprit !== null) return culprit;
  }
  return null;
}

/** The 400 with a field error for an undecodable path parameter (`field` its name, else `path`). */
export function undecodablePathError(field: string | null): ValidationFailed {
  return new ValidationFailed([{ field: field ?? 'path', message: encodeMessage('VALIDATION.PERCENT_ENCODING') }]);
}
