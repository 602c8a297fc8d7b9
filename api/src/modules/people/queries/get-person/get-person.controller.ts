import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import { EVERYONE, ScopedPeople } from '../scoped-people.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../people.schemas.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class GetPersonController {
  constructor(private readonly people: ScopedPeople) {}

  @Answers(USER_DTO, { summary: 'Get a person', errors: [404] })
  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, EVERYONE);
  }
}
