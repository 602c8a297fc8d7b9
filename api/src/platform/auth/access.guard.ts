import { Inject, Injectable, Optional, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { forbidden } from '../domain/domain-error.js';
import type { AuthUser } from './auth-user.js';
import { NO_API_KEYS } from './access.decorators.js';
import { accessRuleOf } from './access-rule.js';
import { admitApiKey, type KeyRule } from './api-key-access.js';
import { API_KEY_PRINCIPALS, API_KEY_REQUEST_HEADER, type ApiKeyPrincipals } from './api-key-principals.js';
import { takesBranchFilter } from './branch-filter.js';
import { REMEMBERED_SESSIONS, type RememberedSessions } from './remembered-sessions.js';

/** Who may call a route, as its decorators say (and, for an API key, whether it filters by branch). */
type AccessRule = KeyRule;

// Handlers and controller classes: the keys Nest hands every guard.
type Target = object;

interface AuthRequest {
  readonly method: string;
  readonly headers: { readonly authorization?: string; readonly [API_KEY_REQUEST_HEADER]?: string | string[] };
  readonly query: unknown;
  user?: AuthUser;
}

/**
 * Runs on every route: who is calling, then whether their role may. A route is closed unless
 * marked public. On a public route no token means anonymous, a valid token identifies the caller
 * (admins see more of some public lists), and an invalid, expired or revoked one is a 401: the web
 * then ends its stale session (spec section 4) instead of silently browsing as someone else than it
 * believes it is. Other routes take their @Roles, or admins only when they name none.
 *
 * A request with `X-Api-Key` is a reporting tool's: the key alone identifies it, and it only reads
 * (api-key-access.ts).
 *
 * One guard rather than two, with each route's rule read from its decorators once: the metadata
 * lookups and the second guard cost about 2% of every request.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly rules = new WeakMap<Target, WeakMap<Target, AccessRule>>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REMEMBERED_SESSIONS) private readonly sessions: RememberedSessions,
    // Absent when no module provides keys (an app built without them): every key is then refused.
    @Optional() @Inject(API_KEY_PRINCIPALS) private readonly keys: ApiKeyPrincipals | null = null,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.ruleOf(context);
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const key = request.headers[API_KEY_REQUEST_HEADER];
    if (key !== undefined) {
      request.user = await admitApiKey(this.keys, key, request, rule);
      return true;
    }
    const { authorization } = request.headers;
    if (rule.isPublic && !authorization) return true;
    const remembered = authorization ? this.sessions.userFor(request) : null;
    if (remembered) {
      // A token seen before skips passport's per-request set-up: a strategy object, its callbacks
      // and promises, and seven properties added to the request, which made most of a read's
      // garbage (GC 13.6% of a read's CPU with it, 1.5% without). The checks are the same.
      request.user = await remembered.catch(() => {
        throw new UnauthorizedException();
      });
    } else {
      // Throws the 401 (handleRequest) when the token is missing, invalid or revoked.
      await super.canActivate(context);
    }
    if (rule.isPublic) return true;
    if (request.user && rule.allowed.includes(request.user.role)) return true;
    throw forbidden(rule.forbiddenMessage);
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException();
    return user;
  }

  private ruleOf(context: ExecutionContext): AccessRule {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = this.rules.get(handler);
    if (!byController) {
      byController = new WeakMap();
      this.rules.set(handler, byController);
    }
    let rule = byController.get(controller);
    if (!rule) {
      rule = {
        ...accessRuleOf(this.reflector, handler, controller),
        noApiKeys: this.reflector.getAllAndOverride<boolean | undefined>(NO_API_KEYS, [handler, controller]) === true,
        takesBranchFilter: takesBranchFilter(controller, handler),
      };
      byController.set(controller, rule);
    }
    return rule;
  }
}
