import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryMovementResponse } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MOVEMENT_RESPONSE } from '../../inventory.schemas.js';
import { DESK_ROLES } from '../../inventory-roles.js';
import { InventoryCommands } from '../inventory-commands.js';
import { SellItemRequest } from './sell-item.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class SellItemController {
  constructor(private readonly inventory: InventoryCommands) {}

  /** Admins and the front desk. Answered once the sale's COMPLETED payment is recorded too. */
  @Answers(MOVEMENT_RESPONSE, { summary: 'Sell an item at the front desk', errors: [404] })
  @Roles(...DESK_ROLES)
  @Post(':id/sales')
  async sell(
    @Param('id') id: string,
    @Body() body: SellItemRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<InventoryMovementResponse>> {
    return reply(await this.inventory.sell(id, body, context), 'INVENTORY.SOLD');
  }
}
