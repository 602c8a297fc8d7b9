import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryItemDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { ITEM_DTO } from '../../inventory.schemas.js';
import { InventoryCommands } from '../inventory-commands.js';
import { CreateItemRequest } from './create-item.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class CreateItemController {
  constructor(private readonly inventory: InventoryCommands) {}

  /** Admins only (no role named). */
  @Answers(ITEM_DTO, { summary: 'Create an inventory item' })
  @Post()
  async create(@Body() body: CreateItemRequest, @Command() context: CommandContext): Promise<Reply<InventoryItemDto>> {
    return reply(await this.inventory.create(body, context), 'INVENTORY.CREATED');
  }
}
