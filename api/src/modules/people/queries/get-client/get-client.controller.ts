import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import { CLIENTS, PeopleService } from '../../people.service.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class GetClientController {
  constructor(private readonly people: PeopleService) {}

  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, CLIENTS);
  }
}
