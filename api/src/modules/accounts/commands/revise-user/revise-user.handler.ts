import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '@boxstudio/contracts';
import { AggregateStore } from '../../../../platform/commands/aggregate-store.js';
import { notFound } from '../../../../platform/domain/domain-error.js';
import { userDecider, type UserState } from '../../domain/user.decider.js';
import { userStream } from '../../domain/user.events.js';
import { checkManagement } from '../../domain/user-management.policy.js';
import { UserDirectory } from '../../queries/user-directory.js';
import { EmailClaims } from '../email-claims.js';
import { DeleteUserCommand, ReviseUserCommand, type Actor } from './revise-user.command.js';

type Existing = Exclude<UserState, { status: 'none' | 'deleted' }>;

async function loadExisting(aggregates: AggregateStore, userId: string): Promise<Existing> {
  const { state } = await aggregates.load(userStream(userId), userDecider);
  if (state.status === 'none' || state.status === 'deleted') throw notFound('USER.NOT_FOUND');
  return state;
}

async function otherActiveSuperAdmins(directory: UserDirectory, userId: string): Promise<number> {
  return (await directory.countActiveSuperAdmins()) - ((await directory.isActiveSuperAdmin(userId)) ? 1 : 0);
}

const asTarget = (user: Existing) => ({ id: user.id, role: user.role, isActive: user.status === 'active' });

@CommandHandler(ReviseUserCommand)
export class ReviseUserHandler implements ICommandHandler<ReviseUserCommand, void> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly directory: UserDirectory,
    private readonly emailClaims: EmailClaims,
  ) {}

  async execute(command: ReviseUserCommand): Promise<void> {
    const { userId, context } = command;
    const user = await loadExisting(this.aggregates, userId);
    checkManagement({
      actor: command.actor,
      target: asTarget(user),
      ...(command.role === undefined ? {} : { newRole: command.role }),
      deactivate: command.isActive === false && user.status === 'active',
      otherActiveSuperAdmins: await otherActiveSuperAdmins(this.directory, userId),
    });
    const newEmail = command.changes.email;
    const emailChanges = newEmail !== undefined && normaliseEmail(newEmail) !== normaliseEmail(user.profile.email);
    // The new address is claimed before it is recorded, and the old one freed only after.
    if (emailChanges) await this.emailClaims.claim(newEmail, userId, context);
    await this.aggregates.handle({
      streamId: userStream(userId),
      decider: userDecider,
      command: {
        type: 'ReviseUser',
        changes: command.changes,
        ...(command.role === undefined ? {} : { role: command.role }),
        ...(command.isActive === undefined ? {} : { isActive: command.isActive }),
      },
      commandType: 'UpdateUser',
      context,
    });
    if (emailChanges) await this.emailClaims.release(user.profile.email, userId, context);
  }
}

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly directory: UserDirectory,
    private readonly emailClaims: EmailClaims,
  ) {}

  async execute({ userId, actor, context }: DeleteUserCommand): Promise<void> {
    const user = await loadExisting(this.aggregates, userId);
    checkManagement({ actor: actor satisfies Actor, target: asTarget(user), remove: true, otherActiveSuperAdmins: await otherActiveSuperAdmins(this.directory, userId) });
    await this.aggregates.handle({ streamId: userStream(userId), decider: userDecider, command: { type: 'DeleteUser' }, commandType: 'DeleteUser', context });
    // The address becomes free for a new account; the deleted person's history keeps it.
    await this.emailClaims.release(user.profile.email, userId, context);
  }
}
