import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ROLES, type MessageKey, type Role } from '@boxstudio/contracts';
import { forbidden } from '../domain/domain-error.js';
import type { AuthUser } from './auth-user.js';
import { ALLOWED_ROLES, FORBIDDEN_MESSAGE, PUBLIC_ROUTE } from './access.decorators.js';

/** Server-side roles: the route's @Roles, or admins only when a route names none. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ALLOWED_ROLES, targets) ?? ADMIN_ROLES;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user && allowed.includes(user.role)) return true;
    throw forbidden(this.reflector.getAllAndOverride<MessageKey | undefined>(FORBIDDEN_MESSAGE, targets) ?? 'HTTP.FORBIDDEN');
  }
}
