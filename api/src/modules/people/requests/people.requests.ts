import { ROLES, STATUS_FILTERS, type PersonStatusFilter, type Role } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import {
  ClearableText,
  EMAIL_RULE,
  NonBlankIfPresent,
  OptionalBoolean,
  OptionalDayOrInstant,
  OptionalText,
  Password,
  RequiredEmail,
  RequiredText,
} from '../../../platform/http/validators.js';
import { NAME_RULE, PASSWORD_RULE, PHONE_RULE, WHATSAPP_RULE } from '../../accounts/index.js';

/**
 * A birthday is a calendar date, not a moment: a bare day is kept as that date at 00:00 UTC, as
 * every recorded birthday is, so its date part reads the same day wherever it is shown.
 */
const birthday = (day: string): string => `${day}T00:00:00.000Z`;
const roleRule = IsIn([...ROLES], { message: encodeMessage('VALIDATION.ROLE') });

/** POST /users: an employee (or any person, e.g. the sample-class client) with a chosen password. */
export class CreatePersonRequest {
  @ApiProperty({ example: 'Carlos Ramírez' }) @RequiredText(NAME_RULE) name: string;
  @ApiProperty({ example: 'carlos@boxstudio.mx' }) @RequiredEmail() email: string;
  @ApiProperty({ example: 'Boxeo2024' }) @Password({ ...PASSWORD_RULE, required: true }) password: string;
  @ApiProperty({ enum: ROLES, example: 'INSTRUCTOR' }) @roleRule role: Role;
  @ApiPropertyOptional({ example: '+52 55 1234 5678' }) @OptionalText(PHONE_RULE) phone?: string;
  @ApiPropertyOptional({ example: '1990-05-17', description: 'A day YYYY-MM-DD, or a date-time with its offset' })
  @OptionalDayOrInstant({ dayAs: birthday })
  dateOfBirth?: string;
  @ApiPropertyOptional() @OptionalText({ max: 300, multiline: true }) address?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) emergencyContact?: string;
  @ApiPropertyOptional() @OptionalText(PHONE_RULE) emergencyPhone?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
  @ApiPropertyOptional({ default: true }) @OptionalBoolean() isActive?: boolean;
  /** The password is a temporary one (the sample-class client's): the person must choose their own once signed in. */
  @ApiPropertyOptional({ default: false }) @OptionalBoolean() mustChangePassword?: boolean;
}

/** PUT /users/{id}: fields without password, or only `isActive`, or only `role`. `null` clears an optional field. */
export class UpdatePersonRequest {
  @ApiPropertyOptional() @NonBlankIfPresent(NAME_RULE) name?: string;
  @ApiPropertyOptional() @NonBlankIfPresent(EMAIL_RULE) email?: string;
  /** Absent keeps the role; `null` or an unknown role is refused, never recorded. */
  @ApiPropertyOptional({ enum: ROLES })
  @ValidateIf((body: { role?: unknown }) => body.role !== undefined)
  @roleRule
  role?: Role;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(PHONE_RULE) phone?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalDayOrInstant({ clearable: true, dayAs: birthday }) dateOfBirth?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText({ max: 300, multiline: true }) address?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText({ max: 100 }) emergencyContact?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(PHONE_RULE) emergencyPhone?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText({ max: 100 }) branchId?: string | null;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}

/** POST /clients: WhatsApp required; a password is generated when none is given. */
export class CreateClientRequest {
  @ApiProperty({ example: 'Ana Sofía Martínez' }) @RequiredText(NAME_RULE) name: string;
  @ApiProperty({ example: 'ana.martinez@example.com' }) @RequiredEmail() email: string;
  @ApiProperty({ example: '+52 55 1234 5678' }) @RequiredText(WHATSAPP_RULE) phone: string;
  @ApiPropertyOptional({ description: 'Leave empty to generate one' })
  @Password({ ...PASSWORD_RULE, required: false })
  password?: string;
  @ApiPropertyOptional() @OptionalDayOrInstant({ dayAs: birthday }) dateOfBirth?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
}

/** PUT /clients/{id}: name, email, phone; or only `isActive`. */
export class UpdateClientRequest {
  @ApiPropertyOptional() @NonBlankIfPresent(NAME_RULE) name?: string;
  @ApiPropertyOptional() @NonBlankIfPresent(EMAIL_RULE) email?: string;
  @ApiPropertyOptional() @NonBlankIfPresent(WHATSAPP_RULE) phone?: string;
  @ApiPropertyOptional({ nullable: true }) @OptionalDayOrInstant({ clearable: true, dayAs: birthday }) dateOfBirth?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText({ max: 100 }) branchId?: string | null;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}

export class PeopleListRequest extends PageQuery {
  @ApiPropertyOptional({ description: 'Name, email or phone; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: PersonStatusFilter;

  @ApiPropertyOptional({ enum: ROLES }) @IsOptional() @roleRule role?: Role;

  /**
   * Several roles at once, comma-separated (`INSTRUCTOR,SUPERVISOR,MANAGER,ADMIN`: the employees
   * screen's "Todos"), so that list is paged by the server like any other. With `role` too, only
   * that one, if it is among them.
   */
  @ApiPropertyOptional({ example: 'INSTRUCTOR,SUPERVISOR,MANAGER,ADMIN', description: 'Roles, comma-separated' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((role) => role.trim()) : value,
  )
  @IsIn([...ROLES], { each: true, message: encodeMessage('VALIDATION.ROLE') })
  roles?: Role[];
}
