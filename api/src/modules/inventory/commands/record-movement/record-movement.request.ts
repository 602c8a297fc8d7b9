import { INVENTORY_MOVEMENT_KINDS, INVENTORY_NUMBERS, type InventoryMovementKind } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { MovementQuantity, MovementReason, OneOf } from '../inventory-fields.js';

/**
 * POST /inventory/{id}/movements. IN: units received, at `unitCost` (default the item's cost).
 * OUT: units used or thrown away, with a `reason`. ADJUST: `quantity` is what was counted, with a `reason`.
 */
export class RecordMovementRequest {
  @ApiProperty({ enum: INVENTORY_MOVEMENT_KINDS })
  @OneOf(INVENTORY_MOVEMENT_KINDS, true)
  type: InventoryMovementKind;

  @ApiProperty({ example: 2, description: 'Units moved (IN, OUT: 1 or more); for an ADJUST, the count (0 or more)' })
  @MovementQuantity()
  quantity: number;

  @ApiPropertyOptional({ example: 'Guantes rotos', description: 'Required for OUT and ADJUST' })
  @MovementReason()
  reason?: string;

  @ApiPropertyOptional({ example: 430, description: 'IN: MXN per unit received' })
  @NumberField(INVENTORY_NUMBERS.cost, false)
  unitCost?: number;
}
