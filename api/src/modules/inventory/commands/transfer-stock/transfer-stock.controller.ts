import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryTransferResponse } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { TRANSFER_RESPONSE } from '../../inventory.schemas.js';
import { InventoryCommands } from '../inventory-commands.js';
import { TransferStockRequest } from './transfer-stock.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class TransferStockController {
  constructor(private readonly inventory: InventoryCommands) {}

  /** Admins only: it may open an item in the other branch. Both sides change, or neither. */
  @Answers(TRANSFER_RESPONSE, { summary: 'Transfer stock to another branch', errors: [404] })
  @Post(':id/transfers')
  async transfer(
    @Param('id') id: string,
    @Body() body: TransferStockRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<InventoryTransferResponse>> {
    return reply(await this.inventory.transfer(id, body, context), 'INVENTORY.TRANSFERRED');
  }
}
