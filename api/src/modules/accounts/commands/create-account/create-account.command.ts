import type { Role } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/commands/command-context.js';
import type { UserProfile } from '../../domain/user.events.js';

/** Creates a person who can log in: claims the email, stores the password hash, records the user. */
export class CreateAccountCommand {
  constructor(
    readonly role: Role,
    readonly profile: UserProfile,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}
