import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { classPermissions, type ClassDto } from '@boxstudio/contracts';
import { CurrentUser, Public } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_DTO } from '../../class.schemas.js';
import { ClassQueries } from '../class-queries.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class GetClassController {
  constructor(private readonly classes: ClassQueries) {}

  /** Public like the list: an inactive class is not found for anyone who does not see them all. */
  @Answers(CLASS_DTO, { summary: 'Get a class', errors: [404] })
  @Public()
  @Get(':id')
  get(@Param('id') id: string, @CurrentUser() user: AuthUser | null): Promise<ClassDto> {
    return this.classes.get(id, !classPermissions(user?.role).seeAll);
  }
}
