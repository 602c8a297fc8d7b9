import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ApiKeyDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { NoApiKeys } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { API_KEY_DTO } from '../../api-key.schemas.js';
import { ApiKeyCommands } from '../api-key-commands.js';

@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('admin/api-keys')
export class RevokeApiKeyController {
  constructor(private readonly keys: ApiKeyCommands) {}

  /** DELETE revokes: the key is refused from the next request on, and stays listed as REVOKED. */
  @Answers(API_KEY_DTO, { summary: 'Revoke an API key', errors: [404] })
  @NoApiKeys()
  @Delete(':id')
  async revoke(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<ApiKeyDto>> {
    return reply(await this.keys.revoke(id, context), 'API_KEY.REVOKED');
  }
}
