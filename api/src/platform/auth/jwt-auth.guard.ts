import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from './auth-user.js';
import { PUBLIC_ROUTE } from './access.decorators.js';

/**
 * Runs on every route. A route is closed unless marked public. On a public route no token means
 * anonymous, a valid token identifies the caller (admins see more of some public lists), and an
 * invalid, expired or revoked one is a 401: the web then ends its stale session (spec section 4)
 * instead of silently browsing as someone else than it believes it is.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!request.headers.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException();
    return user;
  }
}
