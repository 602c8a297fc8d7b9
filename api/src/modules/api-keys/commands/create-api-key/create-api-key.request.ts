import { API_KEY_LIMITS } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalText, RequiredInstant, RequiredText } from '../../../../platform/http/validators.js';

/** POST /admin/api-keys: a reporting tool's key. */
export class CreateApiKeyRequest {
  @ApiProperty({ example: 'Power BI dirección' })
  @RequiredText({ max: API_KEY_LIMITS.nameMax })
  name: string;

  @ApiProperty({ example: '2026-12-31T23:59:59-06:00', description: 'In the future, at most a year ahead' })
  @RequiredInstant()
  expiresAt: string;

  @ApiPropertyOptional({ description: 'Limits the key to one branch; omitted: every branch' })
  @OptionalText({ max: 100 })
  branchId?: string;
}
