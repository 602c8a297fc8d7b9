import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CreatedApiKeyDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { NoApiKeys } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { CREATED_API_KEY } from '../../api-key.schemas.js';
import { ApiKeyCommands } from '../api-key-commands.js';
import { CreateApiKeyRequest } from './create-api-key.request.js';

@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('admin/api-keys')
export class CreateApiKeyController {
  constructor(private readonly keys: ApiKeyCommands) {}

  /** Admins only (no @Roles). The answer carries the key: the only time anyone sees it. */
  @Answers(CREATED_API_KEY, { summary: 'Create a reporting tool’s API key' })
  @NoApiKeys()
  @Post()
  async create(
    @Body() body: CreateApiKeyRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<CreatedApiKeyDto>> {
    const input = { name: body.name, expiresAt: body.expiresAt, branchId: body.branchId ?? null };
    return reply(await this.keys.create(input, context), 'API_KEY.CREATED');
  }
}
