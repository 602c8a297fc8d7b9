import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isRole, type UserDto } from '@boxstudio/contracts';
import { ValidationFailed } from '../../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USERS_OF_ROLE } from '../../people.schemas.js';
import { PeopleQueries } from '../../../accounts/index.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class PeopleByRoleController {
  constructor(private readonly queries: PeopleQueries) {}

  /** Everyone with one role (e.g. the instructors for a class form), not paginated: pickers need them all. */
  @Answers(USERS_OF_ROLE, { summary: 'List everyone with one role' })
  @Get('role/:role')
  async byRole(@Param('role') role: string): Promise<{ users: UserDto[] }> {
    if (!isRole(role)) throw new ValidationFailed([{ field: 'role', message: encodeMessage('VALIDATION.ROLE') }]);
    const { users } = await this.queries.list({ roles: [role], status: 'all', page: 1, limit: 10_000 });
    return { users };
  }
}
