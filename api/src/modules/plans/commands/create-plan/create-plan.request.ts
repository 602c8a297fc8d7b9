import { PLAN_LIMITS, PLAN_NUMBERS } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalText, RequiredText } from '../../../../platform/http/validators.js';
import { Features } from '../plan-fields.js';

/** POST /membership-plans: spec §5, the plan form. */
export class CreatePlanRequest {
  @ApiProperty({ example: 'Plus' })
  @RequiredText({ max: PLAN_LIMITS.nameMax })
  name: string;

  @ApiPropertyOptional({ example: 'Doce clases al mes en cualquier horario' })
  @OptionalText({ max: PLAN_LIMITS.descriptionMax, multiline: true })
  description?: string;

  @ApiProperty({ example: 1099, description: 'MXN, more than 0' })
  @NumberField(PLAN_NUMBERS.price, true)
  price: number;

  @ApiProperty({ example: 30, description: 'Days' })
  @NumberField(PLAN_NUMBERS.duration, true)
  duration: number;

  @ApiPropertyOptional({ example: 12, nullable: true, description: 'Classes per month; null or absent is unlimited' })
  @NumberField(PLAN_NUMBERS.maxClasses, false)
  maxClasses?: number | null;

  @ApiPropertyOptional({ example: ['Vendas incluidas', 'Evaluación física'], type: [String] })
  @Features()
  features?: string[];

  @ApiProperty({ description: 'An existing, active branch' })
  @RequiredText({ max: 100 })
  branchId: string;
}
