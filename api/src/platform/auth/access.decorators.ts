import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { MessageKey, Role } from '@boxstudio/contracts';
import type { Request } from 'express';
import type { AuthUser } from './auth-user.js';

export const PUBLIC_ROUTE = 'boxstudio:public';
export const ALLOWED_ROLES = 'boxstudio:roles';
export const FORBIDDEN_MESSAGE = 'boxstudio:forbidden-message';
export const NO_API_KEYS = 'boxstudio:no-api-keys';

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

/**
 * Not for a reporting tool's API key, even to read: the route manages the keys themselves, which
 * only an admin signed in as a person may see.
 */
export const NoApiKeys = (): MethodDecorator & ClassDecorator => SetMetadata(NO_API_KEYS, true);
