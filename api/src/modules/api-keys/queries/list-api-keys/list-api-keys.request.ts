import { API_KEY_STATUSES, type ApiKeyStatus } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { PageQuery } from '../../../../platform/http/page-query.js';

/** GET /admin/api-keys: a page of keys, newest first, optionally of one status. */
export class ListApiKeysRequest extends PageQuery {
  @ApiPropertyOptional({ enum: API_KEY_STATUSES })
  @IsOptional()
  @IsIn(API_KEY_STATUSES, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: ApiKeyStatus;
}
