import { CLASS_DEFAULTS, CLASS_LIMITS, CLASS_NUMBERS } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalBoolean, OptionalText, RequiredText } from '../../../../platform/http/validators.js';

const isSample = (body: { isSampleClass?: unknown }): boolean => body.isSampleClass === true;

/** POST /classes: spec §5, the class form. */
export class CreateClassRequest {
  @ApiProperty({ example: 'Cardio Box' })
  @RequiredText({ max: CLASS_LIMITS.nameMax })
  name: string;

  @ApiPropertyOptional({ example: 'Circuito de golpeo y cardio de alta intensidad' })
  @OptionalText({ max: CLASS_LIMITS.descriptionMax, multiline: true })
  description?: string;

  @ApiProperty({
    example: CLASS_DEFAULTS.duration,
    minimum: CLASS_LIMITS.durationMin,
    maximum: CLASS_LIMITS.durationMax,
    description: 'Minutes',
  })
  @NumberField(CLASS_NUMBERS.duration, true)
  duration: number;

  @ApiProperty({
    example: CLASS_DEFAULTS.maxCapacity,
    minimum: CLASS_LIMITS.capacityMin,
    maximum: CLASS_LIMITS.capacityMax,
  })
  @NumberField(CLASS_NUMBERS.maxCapacity, true)
  maxCapacity: number;

  /** No price rule for a sample class: it is free, whatever is sent. */
  @ApiProperty({ example: 150, minimum: 0, description: 'Ignored (0) for a sample class' })
  @ValidateIf((body: CreateClassRequest) => !isSample(body))
  @NumberField(CLASS_NUMBERS.price, true)
  price: number;

  @ApiProperty({ description: 'An active user with role INSTRUCTOR' })
  @RequiredText({ max: 100 })
  instructorId: string;

  @ApiPropertyOptional({
    description:
      "An existing, active branch. Defaults to the instructor's, else the creator's, " +
      'else none (offered at every branch)',
  })
  @OptionalText({ max: 100 })
  branchId?: string;

  @ApiPropertyOptional({ default: false })
  @OptionalBoolean()
  isSampleClass?: boolean;

  @ApiPropertyOptional({ description: 'Required when isSampleClass' })
  @ValidateIf(isSample)
  @RequiredText({ max: CLASS_LIMITS.descriptionMax, multiline: true })
  sampleClassDescription?: string;
}
