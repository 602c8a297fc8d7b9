import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import { CLIENTS, ScopedPeople } from '../scoped-people.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class GetClientController {
  constructor(private readonly people: ScopedPeople) {}

  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, CLIENTS);
  }
}
