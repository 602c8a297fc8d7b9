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
import { RecordMovementRequest } from './record-movement.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class RecordMovementController {
  constructor(private readonly inventory: InventoryCommands) {}

  /** Admins and the front desk. Never below zero: 409 'Stock insuficiente'. */
  @Answers(MOVEMENT_RESPONSE, { summary: 'Record a stock movement', errors: [404] })
  @Roles(...DESK_ROLES)
  @Post(':id/movements')
  async record(
    @Param('id') id: string,
    @Body() body: RecordMovementRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<InventoryMovementResponse>> {
    return reply(await this.inventory.recordMovement(id, body, context), 'INVENTORY.MOVEMENT_RECORDED');
  }
}
