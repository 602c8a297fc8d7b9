import { INVENTORY_LIMITS, INVENTORY_NUMBERS } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalText, RequiredText } from '../../../../platform/http/validators.js';

/** POST /inventory/{id}/transfers: units to the item of the same SKU in another branch. */
export class TransferStockRequest {
  @ApiProperty({ description: 'Another active branch; its item of the SKU is made when it has none' })
  @RequiredText({ max: 100 })
  toBranchId: string;

  @ApiProperty({ example: 4 })
  @NumberField(INVENTORY_NUMBERS.quantity, true)
  quantity: number;

  @ApiPropertyOptional() @OptionalText({ max: INVENTORY_LIMITS.reasonMax }) reason?: string;
}
