import { ApiProperty } from '@nestjs/swagger';
import { RequiredEmail, RequiredText } from '../../../../platform/http/validators.js';

/** Spec §8: every missing field says 'Por favor completa todos los campos'. */
const missing = { requiredMessage: 'VALIDATION.NEWSLETTER_FIELDS' } as const;

export class SubscribeRequest {
  @ApiProperty({ example: 'Ana' }) @RequiredText({ max: 100, ...missing }) firstName: string;
  @ApiProperty({ example: 'Torres' }) @RequiredText({ max: 100, ...missing }) lastName: string;
  @ApiProperty({ example: 'ana@example.com' })
  @RequiredEmail(missing)
  email: string;
}
