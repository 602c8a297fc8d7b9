import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryMovementListResponse } from '@boxstudio/contracts';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MOVEMENT_LIST } from '../../inventory.schemas.js';
import { DESK_ROLES } from '../../inventory-roles.js';
import { InventoryQueries } from '../inventory-queries.js';
import { ItemLedgerRequest } from './item-ledger.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class ItemLedgerController {
  constructor(private readonly inventory: InventoryQueries) {}

  /** Every movement of the item, newest first: before → after, who, when, why. */
  @Answers(MOVEMENT_LIST, { summary: 'List the movements of an item', errors: [404] })
  @Roles(...DESK_ROLES)
  @Get(':id/movements')
  ledger(@Param('id') id: string, @Query() query: ItemLedgerRequest): Promise<InventoryMovementListResponse> {
    return this.inventory.ledger(id, query);
  }
}
