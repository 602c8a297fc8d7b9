import { PAYMENT_LIMITS } from '@boxstudio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { RequiredText } from '../../../../platform/http/validators.js';

/** DELETE /payments/{id}: why it was recorded by mistake (kept in the log, with who and when). */
export class VoidPaymentRequest {
  @ApiProperty({ example: 'Registrado dos veces' })
  @RequiredText({ max: PAYMENT_LIMITS.reasonMax, multiline: true })
  reason: string;
}
