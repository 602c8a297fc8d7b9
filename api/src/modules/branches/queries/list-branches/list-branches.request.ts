import type { BranchStatusFilter } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

export class ListBranchesRequest extends PageQuery {
  @ApiPropertyOptional({ description: 'Searches name, city and state, ignoring case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional({ enum: ['all', 'active', 'inactive'], default: 'all', description: 'Only admins see inactive branches' })
  @IsOptional()
  @IsIn(['all', 'active', 'inactive'], { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: BranchStatusFilter;
}
