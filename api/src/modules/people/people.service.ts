import { Injectable } from '@nestjs/common';
import type { Role, UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../platform/aggregates/command-context.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { notFound } from '../../platform/domain/domain-error.js';
import { ValidationFailed } from '../../platform/http/http-errors.js';
import { encodeMessage } from '../../platform/http/message-code.js';
import { CreateUserWorkflow, DeleteUserWorkflow, UpdateUserWorkflow, UserDirectory, type UserEdit, type UserProfile } from '../accounts/index.js';
import { BranchDirectory } from '../branches/index.js';

/** Which people a screen manages: its routes answer 404 for anyone else. */
export interface PeopleScope {
  readonly includes: (role: Role) => boolean;
  readonly notInScope: 'USER.NOT_FOUND' | 'USER.NOT_A_CLIENT';
}

export type ProfileInput = { readonly [K in keyof UserProfile]?: UserProfile[K] | undefined };

/** The employees screen (and the pickers) reach people of every role. */
export const EVERYONE: PeopleScope = { includes: () => true, notInScope: 'USER.NOT_FOUND' };
/** The clients screen reaches clients only: anyone else is 404 'La persona no es un cliente'. */
export const CLIENTS: PeopleScope = { includes: (role) => role === 'CLIENT', notInScope: 'USER.NOT_A_CLIENT' };

const emptyProfile: Omit<UserProfile, 'name' | 'email'> = { phone: null, branchId: null, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null };

function definedOnly(input: ProfileInput): Partial<UserProfile> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<UserProfile>;
}

/** Creating, editing and deleting people from the console: the accounts module's workflows, scoped per screen. */
@Injectable()
export class PeopleService {
  constructor(
    private readonly createUser: CreateUserWorkflow,
    private readonly updateUser: UpdateUserWorkflow,
    private readonly deleteUser: DeleteUserWorkflow,
    private readonly directory: UserDirectory,
    private readonly branches: BranchDirectory,
  ) {}

  async create(role: Role, input: ProfileInput & { name: string; email: string }, password: string, isActive: boolean, actor: AuthUser, context: CommandContext): Promise<UserDto> {
    await this.checkBranch(input.branchId);
    const profile: UserProfile = { ...emptyProfile, ...definedOnly(input), name: input.name, email: input.email };
    return this.createUser.run({ role, profile, password, isActive }, actor, context);
  }

  async update(id: string, scope: PeopleScope, input: ProfileInput, role: Role | undefined, isActive: boolean | undefined, actor: AuthUser, context: CommandContext): Promise<UserEdit> {
    await this.get(id, scope);
    await this.checkBranch(input.branchId);
    const edit = { changes: definedOnly(input), ...(role === undefined ? {} : { role }), ...(isActive === undefined ? {} : { isActive }) };
    return this.updateUser.run(id, edit, actor, context);
  }

  async remove(id: string, scope: PeopleScope, actor: AuthUser, context: CommandContext): Promise<UserDto> {
    await this.get(id, scope);
    return this.deleteUser.run(id, actor, context);
  }

  async get(id: string, scope: PeopleScope): Promise<UserDto> {
    const user = await this.directory.findById(id);
    if (!user) throw notFound('USER.NOT_FOUND');
    if (!scope.includes(user.role)) throw notFound(scope.notInScope);
    return user;
  }

  /** A person's branch must be one of the studio's branches. */
  private async checkBranch(branchId: string | null | undefined): Promise<void> {
    if (branchId && !(await this.branches.exists(branchId))) {
      throw new ValidationFailed([{ field: 'branchId', message: encodeMessage('BRANCH.NOT_FOUND') }]);
    }
  }
}
