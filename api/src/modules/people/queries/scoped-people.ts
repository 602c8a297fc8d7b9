import { Injectable } from '@nestjs/common';
import type { Role, UserDto } from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import { UserDirectory } from '../../accounts/index.js';

/** Which people a screen manages: its routes answer 404 for anyone else. */
export interface PeopleScope {
  readonly includes: (role: Role) => boolean;
  readonly notInScope: 'USER.NOT_FOUND' | 'USER.NOT_A_CLIENT';
}

/** The employees screen (and the pickers) reach people of every role. */
export const EVERYONE: PeopleScope = { includes: () => true, notInScope: 'USER.NOT_FOUND' };
/** The clients screen reaches clients only: anyone else is 404 'La persona no es un cliente'. */
export const CLIENTS: PeopleScope = { includes: (role) => role === 'CLIENT', notInScope: 'USER.NOT_A_CLIENT' };

/** One person as a screen may reach them. */
@Injectable()
export class ScopedPeople {
  constructor(private readonly directory: UserDirectory) {}

  async get(id: string, scope: PeopleScope): Promise<UserDto> {
    const user = await this.directory.findById(id);
    if (!user) throw notFound('USER.NOT_FOUND');
    if (!scope.includes(user.role)) throw notFound(scope.notInScope);
    return user;
  }
}
