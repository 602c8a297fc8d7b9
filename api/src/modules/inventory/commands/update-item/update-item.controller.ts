import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { inventoryEditMessage, type InventoryItemDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { ITEM_DTO } from '../../inventory.schemas.js';
import { InventoryCommands } from '../inventory-commands.js';
import { UpdateItemRequest } from './update-item.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class UpdateItemController {
  constructor(private readonly inventory: InventoryCommands) {}

  /** Admins only. The message says what the edit did: reactivated, deactivated or updated. */
  @Answers(ITEM_DTO, { summary: 'Update an inventory item', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateItemRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<InventoryItemDto>> {
    const { quantity: _stock, branchId: _branch, ...edit } = body;
    const { dto, recorded } = await this.inventory.update(id, edit, context);
    return reply(dto, inventoryEditMessage(recorded));
  }
}
