import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryItemDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { ITEM_DTO } from '../../inventory.schemas.js';
import { InventoryCommands } from '../inventory-commands.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class DeactivateItemController {
  constructor(private readonly inventory: InventoryCommands) {}

  /** Admins only. Deactivates (as plans and branches do); PUT with isActive: true brings it back. */
  @Answers(ITEM_DTO, { summary: 'Deactivate an inventory item', errors: [404] })
  @Delete(':id')
  async deactivate(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<InventoryItemDto>> {
    return reply(await this.inventory.deactivate(id, context), 'INVENTORY.DEACTIVATED');
  }
}
