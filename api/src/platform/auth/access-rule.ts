import type { Reflector } from '@nestjs/core';
import { ADMIN_ROLES, type MessageKey, type Role } from '@boxstudio/contracts';
import { ALLOWED_ROLES, FORBIDDEN_MESSAGE, PUBLIC_ROUTE } from './access.decorators.js';

/** Who may call a route, as its decorators say. */
export interface AccessRule {
  readonly isPublic: boolean;
  readonly allowed: readonly Role[];
  readonly forbiddenMessage: MessageKey;
}

// What the decorators leave their metadata on (handlers and controller classes), as the Reflector reads it.
type Target = Parameters<Reflector['getAllAndOverride']>[1][number];

/**
 * A route's rule from its handler's decorators, then its controller's: public, its @Roles, or admins
 * only when it names none. The guard enforces it and the API document describes it (401, 403), so
 * both read it here.
 */
export function accessRuleOf(reflector: Reflector, handler: Target, controller: Target): AccessRule {
  const targets = [handler, controller];
  return {
    isPublic: reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets) === true,
    allowed: reflector.getAllAndOverride<Role[] | undefined>(ALLOWED_ROLES, targets) ?? ADMIN_ROLES,
    forbiddenMessage:
      reflector.getAllAndOverride<MessageKey | undefined>(FORBIDDEN_MESSAGE, targets) ?? 'HTTP.FORBIDDEN',
  };
}
