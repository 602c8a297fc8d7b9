import { ApiProperty } from '@nestjs/swagger';
import { RequiredText } from '../../../../platform/http/validators.js';

/** POST /membership-plans/{id}/duplicate: the branch that gets the copy. */
export class DuplicatePlanRequest {
  @ApiProperty({ description: 'An existing, active branch (may be the same one)' })
  @RequiredText({ max: 100 })
  branchId: string;
}
