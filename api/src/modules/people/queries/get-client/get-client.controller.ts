import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import { CLIENTS, ScopedPeople } from '../scoped-people.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../people.schemas.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class GetClientController {
  constructor(private readonly people: ScopedPeople) {}

  @Answers(USER_DTO, { summary: 'Get a client', errors: [404] })
  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, CLIENTS);
  }
}
