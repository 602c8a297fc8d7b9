import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Role, UserDto } from '@boxstudio/contracts';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError, notFound } from '../../platform/domain/domain-error.js';
import { encodeMessage } from '../../platform/http/message-code.js';
import { ValidationFailed } from '../../platform/http/http-errors.js';
import { CreateAccountCommand } from '../accounts/commands/create-account/create-account.command.js';
import { DeleteUserCommand, ReviseUserCommand } from '../accounts/commands/revise-user/revise-user.command.js';
import type { UserProfile } from '../accounts/domain/user.events.js';
import { checkManagement } from '../accounts/domain/user-management.policy.js';
import { UserDirectory } from '../accounts/queries/user-directory.js';
import { BranchQueries } from '../branches/queries/branch-queries.js';

/** Which people a screen manages: its routes answer 404 for anyone else. */
export interface PeopleScope {
  readonly includes: (role: Role) => boolean;
  readonly notInScope: 'USER.NOT_FOUND' | 'USER.NOT_A_CLIENT';
}

export type ProfileInput = { readonly [K in keyof UserProfile]?: UserProfile[K] | undefined };

const emptyProfile: Omit<UserProfile, 'name' | 'email'> = { phone: null, branchId: null, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null };

function definedOnly(input: ProfileInput): Partial<UserProfile> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<UserProfile>;
}

/** Creating, editing and deleting people from the console, with the management rules applied. */
@Injectable()
export class PeopleService {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
    private readonly branches: BranchQueries,
  ) {}

  async create(role: Role, input: ProfileInput & { name: string; email: string }, password: string, isActive: boolean, actor: AuthUser, context: CommandContext): Promise<UserDto> {
    checkManagement({ actor, newRole: role, otherActiveSuperAdmins: 1 });
    await this.checkBranch(input.branchId);
    const profile: UserProfile = { ...emptyProfile, ...definedOnly(input), name: input.name, email: input.email };
    const user = await this.commands.execute<CreateAccountCommand, UserDto>(new CreateAccountCommand(role, profile, password, context));
    if (isActive) return user;
    await this.commands.execute(new ReviseUserCommand(user.id, {}, undefined, false, actor, context));
    return this.get(user.id, { includes: () => true, notInScope: 'USER.NOT_FOUND' });
  }

  async revise(id: string, scope: PeopleScope, input: ProfileInput, role: Role | undefined, isActive: boolean | undefined, actor: AuthUser, context: CommandContext): Promise<{ before: UserDto; after: UserDto }> {
    const before = await this.get(id, scope);
    await this.checkBranch(input.branchId);
    await this.commands.execute(new ReviseUserCommand(id, definedOnly(input), role, isActive, actor, context));
    return { before, after: await this.get(id, { includes: () => true, notInScope: 'USER.NOT_FOUND' }) };
  }

  async remove(id: string, scope: PeopleScope, actor: AuthUser, context: CommandContext): Promise<UserDto> {
    const user = await this.get(id, scope);
    await this.commands.execute(new DeleteUserCommand(id, actor, context));
    return user;
  }

  async get(id: string, scope: PeopleScope): Promise<UserDto> {
    const user = await this.directory.findById(id);
    if (!user) throw notFound('USER.NOT_FOUND');
    if (!scope.includes(user.role)) throw notFound(scope.notInScope);
    return user;
  }

  /** A person's branch must be one of the studio's branches. */
  private async checkBranch(branchId: string | null | undefined): Promise<void> {
    if (!branchId) return;
    try {
      await this.branches.get(branchId);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') {
        throw new ValidationFailed([{ field: 'branchId', message: encodeMessage('BRANCH.NOT_FOUND') }]);
      }
      throw error;
    }
  }
}
