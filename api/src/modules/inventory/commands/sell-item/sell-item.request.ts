import { INVENTORY_NUMBERS, PAYMENT_METHODS, type PaymentMethod } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalText } from '../../../../platform/http/validators.js';
import { OneOf } from '../inventory-fields.js';

/** POST /inventory/{id}/sales: a front-desk sale at the item's price; its payment is recorded with it. */
export class SellItemRequest {
  @ApiProperty({ example: 1 })
  @NumberField(INVENTORY_NUMBERS.quantity, true)
  quantity: number;

  @ApiPropertyOptional({ description: 'The client who bought; none for a walk-in' })
  @OptionalText({ max: 100 })
  userId?: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'CASH' })
  @OneOf(PAYMENT_METHODS, false)
  method?: PaymentMethod;
}
