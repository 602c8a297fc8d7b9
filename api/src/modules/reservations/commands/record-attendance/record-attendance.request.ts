import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';

const check = (value: unknown): string | null =>
  value === undefined || value === null
    ? encodeMessage('VALIDATION.REQUIRED')
    : typeof value === 'boolean'
      ? null
      : encodeMessage('VALIDATION.BOOLEAN');

/** PUT /reservations/{id}/attendance: whether the person came. */
export class RecordAttendanceRequest {
  @ApiProperty({ example: true, description: 'true: ATTENDED; false: NO_SHOW' })
  @ValidateBy({
    name: 'attended',
    validator: {
      validate: (value: unknown) => check(value) === null,
      defaultMessage: (args) => check(args?.value) ?? '',
    },
  })
  attended: boolean;
}
