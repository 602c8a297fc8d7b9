import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserDto } from '@boxstudio/contracts';
import { AggregateStore } from '../../../../platform/commands/aggregate-store.js';
import { deterministicEventId } from '../../../../platform/commands/event-ids.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../../credentials/credential-store.port.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../email-claims.js';
import { userDecider } from '../../domain/user.decider.js';
import { userStream } from '../../domain/user.events.js';
import { UserDirectory } from '../../queries/user-directory.js';
import { CreateAccountCommand } from './create-account.command.js';

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand, UserDto> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly hasher: PasswordHasher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly emailClaims: EmailClaims,
    private readonly directory: UserDirectory,
  ) {}

  async execute(command: CreateAccountCommand): Promise<UserDto> {
    const { context, profile } = command;
    // Derived from the command id: a retried command creates the same user, not a second one.
    const userId = deterministicEventId(context.commandId, 'user-id', 0);
    const hash = await this.hasher.hash(command.password);

    await this.emailClaims.claim(profile.email, userId, context);

    // The hash is stored before the user exists, so nobody can ever exist without a password.
    await this.credentials.setPasswordHash(userId, hash);
    await this.aggregates.handle({
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'RegisterUser', userId, role: command.role, profile },
      commandType: 'CreateAccount',
      context,
    });
    const user = await this.directory.findById(userId);
    if (!user) throw new Error(`User ${userId} is not in the read model after its creation`);
    return user;
  }
}
