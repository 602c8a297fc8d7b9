import {
  INVENTORY_CATEGORIES,
  INVENTORY_LIMITS,
  INVENTORY_NUMBERS,
  INVENTORY_UNITS,
  type InventoryCategory,
  type InventoryUnit,
} from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalText, RequiredText } from '../../../../platform/http/validators.js';
import { OneOf, RequiredSku } from '../inventory-fields.js';

/** POST /inventory: an item of a branch, with its opening stock (recorded as a first IN). */
export class CreateItemRequest {
  @ApiProperty({ example: 'Guantes de entrenamiento 12 oz' })
  @RequiredText({ max: INVENTORY_LIMITS.nameMax })
  name: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText({ max: INVENTORY_LIMITS.descriptionMax, multiline: true })
  description?: string;

  @ApiProperty({ enum: INVENTORY_CATEGORIES })
  @OneOf(INVENTORY_CATEGORIES, true)
  category: InventoryCategory;

  @ApiProperty({
    example: 'GLV-12',
    description: 'Unique in the branch; letters, digits and - _ . / (stored in capitals)',
  })
  @RequiredSku()
  sku: string;

  @ApiPropertyOptional({ enum: INVENTORY_UNITS, default: 'PIECE' })
  @OneOf(INVENTORY_UNITS, false)
  unit?: InventoryUnit;

  @ApiProperty({ example: 450, description: 'MXN per unit, 0 or more' })
  @NumberField(INVENTORY_NUMBERS.cost, true)
  cost: number;

  @ApiProperty({ example: 899, description: 'MXN per unit at the desk; 0: not for sale' })
  @NumberField(INVENTORY_NUMBERS.price, true)
  price: number;

  @ApiPropertyOptional({ example: 3, default: 0, description: 'Low stock at or under this quantity' })
  @NumberField(INVENTORY_NUMBERS.threshold, false)
  threshold?: number;

  @ApiPropertyOptional() @OptionalText({ max: INVENTORY_LIMITS.supplierMax }) supplier?: string;
  @ApiPropertyOptional() @OptionalText({ max: INVENTORY_LIMITS.locationMax }) location?: string;

  @ApiProperty({ description: 'An existing, active branch' })
  @RequiredText({ max: 100 })
  branchId: string;

  @ApiPropertyOptional({ example: 12, default: 0, description: 'Opening stock, recorded as an IN movement' })
  @NumberField(INVENTORY_NUMBERS.stock, false)
  quantity?: number;
}
