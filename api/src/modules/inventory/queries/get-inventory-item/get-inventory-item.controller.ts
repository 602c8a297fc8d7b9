import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryItemDto } from '@boxstudio/contracts';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { ITEM_DTO } from '../../inventory.schemas.js';
import { DESK_ROLES } from '../../inventory-roles.js';
import { InventoryQueries } from '../inventory-queries.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class GetInventoryItemController {
  constructor(private readonly inventory: InventoryQueries) {}

  @Answers(ITEM_DTO, { summary: 'Get an inventory item', errors: [404] })
  @Roles(...DESK_ROLES)
  @Get(':id')
  get(@Param('id') id: string): Promise<InventoryItemDto> {
    return this.inventory.get(id);
  }
}
