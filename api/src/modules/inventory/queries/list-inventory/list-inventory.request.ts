import { INVENTORY_CATEGORIES, INVENTORY_SORT_FIELDS, type InventoryCategory } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanFilter } from '../../../../platform/http/boolean-filter.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';
import { OneOf } from '../../commands/inventory-fields.js';

/** GET /inventory: a page, in the order asked for (else by name), of the items the filters select. */
export class ListInventoryRequest extends SortedPageQuery(INVENTORY_SORT_FIELDS) {
  @ApiPropertyOptional({ description: 'Name or SKU; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;

  @ApiPropertyOptional({ enum: INVENTORY_CATEGORIES })
  @OneOf(INVENTORY_CATEGORIES, false)
  category?: InventoryCategory;

  @ApiPropertyOptional({ description: 'true: active items at or under their threshold; false: the others' })
  @BooleanFilter()
  lowStock?: boolean;

  @ApiPropertyOptional() @BooleanFilter() isActive?: boolean;
}
