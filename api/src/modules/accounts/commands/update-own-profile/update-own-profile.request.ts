import { ApiPropertyOptional } from '@nestjs/swagger';
import { ClearableText, NonBlankIfPresent } from '../../../../platform/http/validators.js';
import { NAME_RULE, WHATSAPP_RULE } from '../person-field-rules.js';

/**
 * PUT /auth/profile: the signed-in person's own name and phone, each optional. As in an admin's
 * edit of a person: a name sent must not be blank; a blank phone keeps it and `null` clears it
 * (staff only: a client keeps a WhatsApp number). Anything else in the body (role, email) is dropped.
 */
export class UpdateOwnProfileRequest {
  @ApiPropertyOptional({ example: 'Ana Sofía Martínez' })
  @NonBlankIfPresent(NAME_RULE)
  name?: string;

  @ApiPropertyOptional({ example: '+52 55 1234 5678', nullable: true })
  @ClearableText(WHATSAPP_RULE)
  phone?: string | null;
}
