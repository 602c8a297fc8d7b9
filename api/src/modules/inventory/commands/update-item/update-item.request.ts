import {
  INVENTORY_CATEGORIES,
  INVENTORY_LIMITS,
  INVENTORY_NUMBERS,
  INVENTORY_UNITS,
  type InventoryCategory,
  type InventoryUnit,
} from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { ClearableText, NonBlankIfPresent, OptionalBoolean } from '../../../../platform/http/validators.js';
import { NotAccepted, OneOf, SkuIfPresent } from '../inventory-fields.js';

/**
 * PUT /inventory/{id}: any of the item's own fields and/or `isActive` (true reactivates, false
 * deactivates); `null` clears description, supplier and location. Never its stock (a movement
 * changes it) nor its branch (a transfer moves stock): either is refused, not ignored.
 */
export class UpdateItemRequest {
  @ApiPropertyOptional() @NonBlankIfPresent({ max: INVENTORY_LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional({ nullable: true })
  @ClearableText({ max: INVENTORY_LIMITS.descriptionMax, multiline: true })
  description?: string | null;
  @ApiPropertyOptional({ enum: INVENTORY_CATEGORIES })
  @OneOf(INVENTORY_CATEGORIES, false)
  category?: InventoryCategory;
  @ApiPropertyOptional() @SkuIfPresent() sku?: string;
  @ApiPropertyOptional({ enum: INVENTORY_UNITS }) @OneOf(INVENTORY_UNITS, false) unit?: InventoryUnit;
  @ApiPropertyOptional() @NumberField(INVENTORY_NUMBERS.cost, false) cost?: number;
  @ApiPropertyOptional() @NumberField(INVENTORY_NUMBERS.price, false) price?: number;
  @ApiPropertyOptional() @NumberField(INVENTORY_NUMBERS.threshold, false) threshold?: number;
  @ApiPropertyOptional({ nullable: true })
  @ClearableText({ max: INVENTORY_LIMITS.supplierMax })
  supplier?: string | null;
  @ApiPropertyOptional({ nullable: true })
  @ClearableText({ max: INVENTORY_LIMITS.locationMax })
  location?: string | null;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
  @NotAccepted() quantity?: never;
  @NotAccepted() branchId?: never;
}
