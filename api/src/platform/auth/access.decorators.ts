import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { MessageKey, Role } from '@boxstudio/contracts';
import type { Request } from 'express';
import type { AuthUser } from './auth-user.js';

export const PUBLIC_ROUTE = 'boxstudio:public';
export const ALLOWED_ROLES = 'boxstudio:roles';
export const FORBIDDEN_MESSAGE = 'boxstudio:forbidden-message';

/** Open to everyone, even anonymous (a token, when sent and valid, still identifies the caller). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/**
 * Roles allowed on a route. Routes without this (and not public) are for admins only: every route
 * is closed unless it says otherwise.
 */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ALLOWED_ROLES, roles);

/** Any signed-in person, whatever their role. */
export const AnyRole = (): MethodDecorator & ClassDecorator =>
  Roles('CLIENT', 'EMPLOYEE', 'INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN', 'SUPER_ADMIN');

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser | null => {
  const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
  return request.user ?? null;
});

/** The message a caller without the role gets, where the spec names one for the action. */
export const ForbiddenMessage = (key: MessageKey): MethodDecorator & ClassDecorator =>
  SetMetadata(FORBIDDEN_MESSAGE, key);
