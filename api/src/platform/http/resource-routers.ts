import { Router, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isUndecodableParam, undecodableParam, undecodablePathError, type RoutePattern } from './path-params.js';

/** The route methods Nest registers through its HTTP adapter. */
export const ROUTE_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'all'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** Two literal segments, e.g. `/api/branches`: the resource a route belongs to. */
const RESOURCE = /^(\/[\w.~-]+\/[\w.~-]+)(?=\/|$)/;

/**
 * The resource a route path is grouped under; none when either of its first two segments holds a parameter or
 * pattern.
 */
export function resourceOf(path: unknown): string | undefined {
  return typeof path === 'string' ? RESOURCE.exec(path)?.[1] : undefined;
}

interface ResourceRouter {
  readonly router: Router;
  answersOptions: boolean;
  /** The routes' patterns, to name a parameter the path fills with undecodable text. */
  readonly routes: RoutePattern[];
}

/**
 * Routes grouped by resource, one Express router mounted per resource (`/api/branches`,
 * `/api/users`...). Express tries an application's routes one after another, so a request for
 * the last route registered walked past every route before it (about 0.5% of a read's CPU per
 * route). Grouped, it passes one mount per resource, then only its resource's routes.
 *
 * Order is kept where it matters: two resources never match the same path, and within one the
 * routes keep their registration order. Anything registered outside a resource (a route whose
 * first segments are parameters, a middleware) closes the open groups, so later routes are tried
 * after it, as they would have been.
 */
export class ResourceRouters {
  private open = new Map<string, ResourceRouter>();

  constructor(private readonly app: Express) {}

  add(method: RouteMethod, path: unknown, handlers: readonly unknown[]): void {
    const resource = resourceOf(path);
    if (resource === undefined || typeof path !== 'string') {
      this.closeGroups();
      (this.app[method] as (...args: unknown[]) => unknown)(path, ...handlers);
      return;
    }
    const group = this.groupFor(resource);
    if (method === 'options' || method === 'all') group.answersOptions = true;
    group.routes.push({ method, path });
    (group.router[method] as (...args: unknown[]) => unknown)(path.slice(resource.length) || '/', ...handlers);
  }

  /** Later routes must come after what was registered outside the groups. */
  closeGroups(): void {
    this.open = new Map();
  }

  private groupFor(resource: string): ResourceRouter {
    const caseSensitive = this.app.enabled('case sensitive routing');
    const key = caseSensitive ? resource : resource.toLowerCase();
    const existing = this.open.get(key);
    if (existing) return existing;
    const router = Router({ caseSensitive, strict: this.app.enabled('strict routing') });
    const group: ResourceRouter = { router, answersOptions: false, routes: [] };
    // An Express router answers an OPTIONS request itself (200, an Allow list, plain text) when
    // its routes match the path under other methods. Mounted on the application, the routes
    // left OPTIONS to the not-found answer in the envelope, and so it stays.
    const mounted: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
      if (request.method === 'OPTIONS' && !group.answersOptions) return next();
      // A parameter Express cannot decode ('/api/classes/%ff') is the field error of that parameter.
      router(request, response, (error?: unknown) => {
        if (!isUndecodableParam(error)) return next(error);
        next(
          undecodablePathError(undecodableParam(group.routes, request.method, request.originalUrl.split('?')[0] ?? '')),
        );
      });
    };
    this.app.use(resource, mounted);
    this.open.set(key, group);
    return group;
  }
}
