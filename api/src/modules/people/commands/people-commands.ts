import { Injectable } from '@nestjs/common';
import type { Role, UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ValidationFailed } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { UserCommands, type NewUser, type UserEdit, type UserProfile } from '../../accounts/index.js';
import { BranchDirectory } from '../../branches/index.js';
import { ScopedPeople, type PeopleScope } from '../queries/scoped-people.js';
import { definedOnly } from '../../../platform/domain/changes.js';

export type ProfileInput = { readonly [K in keyof UserProfile]?: UserProfile[K] | undefined };

/** How a new person signs in: their password, whether they may yet, and whether that password is a temporary one. */
export type NewAccess = Pick<NewUser, 'password' | 'isActive' | 'mustChangePassword'>;

const emptyProfile: Omit<UserProfile, 'name' | 'email'> = {
  phone: null,
  branchId: null,
  dateOfBirth: null,
  address: null,
  emergencyContact: null,
  emergencyPhone: null,
};

/** Creating, editing and deleting people from the console: the accounts module's user commands, scoped per screen. */
@Injectable()
export class PeopleCommands {
  constructor(
    private readonly users: UserCommands,
    private readonly people: ScopedPeople,
    private readonly branches: BranchDirectory,
  ) {}

  async create(
    role: Role,
    input: ProfileInput & { name: string; email: string },
    access: NewAccess,
    actor: AuthUser,
    context: CommandContext,
  ): Promise<UserDto> {
    await this.checkBranch(input.branchId);
    const profile: UserProfile = { ...emptyProfile, ...definedOnly(input), name: input.name, email: input.email };
    return this.users.create({ role, profile, ...access }, actor, context);
  }

  async update(
    id: string,
    scope: PeopleScope,
    input: ProfileInput,
    role: Role | undefined,
    isActive: boolean | undefined,
    actor: AuthUser,
    context: CommandContext,
  ): Promise<UserEdit> {
    await this.people.get(id, scope);
    await this.checkBranch(input.branchId);
    const edit = {
      changes: definedOnly(input),
      ...(role === undefined ? {} : { role }),
      ...(isActive === undefined ? {} : { isActive }),
    };
    return this.users.update(id, edit, actor, context);
  }

  async remove(id: string, scope: PeopleScope, actor: AuthUser, context: CommandContext): Promise<UserDto> {
    await this.people.get(id, scope);
    return this.users.delete(id, actor, context);
  }

  /** A person's branch must be one of the studio's branches. */
  private async checkBranch(branchId: string | null | undefined): Promise<void> {
    if (branchId && !(await this.branches.exists(branchId))) {
      throw new ValidationFailed([{ field: 'branchId', message: encodeMessage('BRANCH.NOT_FOUND') }]);
    }
  }
}
