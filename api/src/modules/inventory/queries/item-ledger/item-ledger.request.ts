import { INVENTORY_MOVEMENT_TYPES, type InventoryMovementType } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OneOf } from '../../commands/inventory-fields.js';

/** GET /inventory/{id}/movements: a page of the item's ledger, newest first, of one kind when asked. */
export class ItemLedgerRequest extends PageQuery {
  @ApiPropertyOptional({ enum: INVENTORY_MOVEMENT_TYPES })
  @OneOf(INVENTORY_MOVEMENT_TYPES, false)
  type?: InventoryMovementType;
}
