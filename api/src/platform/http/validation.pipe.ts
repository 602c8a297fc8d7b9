import { Injectable, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { encodeMessage } from './message-code.js';
import { ValidationFailed, type RawFieldError } from './http-errors.js';

function flatten(errors: readonly ValidationError[], prefix = ''): RawFieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    const first = own[0];
    const mine: RawFieldError[] = first === undefined ? [] : [{ field, message: first }];
    return [...mine, ...flatten(error.children ?? [], field)];
  });
}

/** Deeper than any request the API takes; deeper input is refused before anything recurses into it. */
const MAX_DEPTH = 16;

/** Whether a JSON value nests deeper than `max`, measured without recursion (no stack to exhaust). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * The one validation pipe: strips unknown fields, turns class-validator errors into field errors,
 * and answers 400 (never 500) for a body that is not a JSON object at all.
 */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: false,
      validationError: { target: false, value: false },
      exceptionFactory: (errors: ValidationError[]) => new ValidationFailed(flatten(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isDto = typeof metadata.metatype === 'function' && this.toValidate(metadata);
    if (isDto && metadata.type === 'body') {
      if (value === undefined || value === null) value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new ValidationFailed([{ field: 'body', message: encodeMessage('VALIDATION.INVALID_VALUE') }]);
      }
    }
    if (isDto && metadata.type === 'query' && (value === undefined || value === null)) value = {};
    if (isDto && nestsDeeperThan(value, MAX_DEPTH)) {
      throw new ValidationFailed([{ field: metadata.type, message: encodeMessage('VALIDATION.INVALID_VALUE') }]);
    }
    return super.transform(value, metadata);
  }
}
