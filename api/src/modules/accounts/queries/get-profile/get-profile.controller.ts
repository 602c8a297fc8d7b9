import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { notFound } from '../../../../platform/domain/domain-error.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../user.schemas.js';
import { UserDirectory } from '../user-directory.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class GetProfileController {
  constructor(private readonly directory: UserDirectory) {}

  /** The signed-in person, as they are now. */
  @Answers(USER_DTO, { summary: 'Get the signed-in person' })
  @AnyRole()
  @Get('profile')
  async profile(@CurrentUser() user: AuthUser): Promise<UserDto> {
    const found = await this.directory.findById(user.id);
    if (!found) throw notFound('USER.NOT_FOUND');
    return found;
  }
}
