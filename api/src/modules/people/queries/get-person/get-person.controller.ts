import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import { EVERYONE, ScopedPeople } from '../scoped-people.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class GetPersonController {
  constructor(private readonly people: ScopedPeople) {}

  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, EVERYONE);
  }
}
