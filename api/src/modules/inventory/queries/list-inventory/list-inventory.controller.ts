import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryListResponse } from '@boxstudio/contracts';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { INVENTORY_LIST } from '../../inventory.schemas.js';
import { DESK_ROLES } from '../../inventory-roles.js';
import { InventoryQueries } from '../inventory-queries.js';
import { ListInventoryRequest } from './list-inventory.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class ListInventoryController {
  constructor(private readonly inventory: InventoryQueries) {}

  /** Admins and the front desk (SUPERVISOR, MANAGER). */
  @Answers(INVENTORY_LIST, { summary: 'List inventory items' })
  @Roles(...DESK_ROLES)
  @Get()
  list(@Query() query: ListInventoryRequest): Promise<InventoryListResponse> {
    return this.inventory.list(query);
  }
}
