import type { Role } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/commands/command-context.js';
import type { UserProfile } from '../../domain/user.events.js';

export interface Actor {
  readonly id: string;
  readonly role: Role;
}

/** An edit of a person from the console: fields, and/or role, and/or the active switch. */
export class ReviseUserCommand {
  constructor(
    readonly userId: string,
    readonly changes: Partial<UserProfile>,
    readonly role: Role | undefined,
    readonly isActive: boolean | undefined,
    readonly actor: Actor,
    readonly context: CommandContext,
  ) {}
}

export class DeleteUserCommand {
  constructor(
    readonly userId: string,
    readonly actor: Actor,
    readonly context: CommandContext,
  ) {}
}
