import { cleanText, hasForbiddenCharacters, hasVisibleCharacters, PLAN_LIMITS } from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../platform/http/message-code.js';

function checkFeatures(value: unknown): string | null {
  if (value === undefined) return null;
  // A list is never cleared by null: send [] for none.
  if (value === null) return encodeMessage('VALIDATION.REQUIRED');
  if (!Array.isArray(value)) return encodeMessage('VALIDATION.FEATURE');
  if (value.length > PLAN_LIMITS.featuresMax)
    return encodeMessage('VALIDATION.FEATURES_MAX', { max: PLAN_LIMITS.featuresMax });
  for (const feature of value) {
    if (
      typeof feature !== 'string' ||
      feature === '' ||
      !hasVisibleCharacters(feature) ||
      feature.length > PLAN_LIMITS.featureMax
    )
      return encodeMessage('VALIDATION.FEATURE');
    if (hasForbiddenCharacters(feature, false)) return encodeMessage('VALIDATION.INVALID_CHARACTERS');
  }
  return null;
}

/**
 * The plan form's features (spec §5): at most PLAN_LIMITS.featuresMax texts, each cleaned (NFC,
 * trimmed), non-empty and at most PLAN_LIMITS.featureMax long ('Cada característica debe ser un
 * texto no vacío'). Left out is none on create and unchanged on edit; null is refused.
 */
export function Features(): PropertyDecorator {
  const parse = Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((feature: unknown) => (typeof feature === 'string' ? cleanText(feature) : feature))
      : value,
  );
  const validate = ValidateBy({
    name: 'planFeatures',
    validator: {
      validate: (value: unknown) => checkFeatures(value) === null,
      defaultMessage: (args) => checkFeatures(args?.value) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
    },
  });
  return (target, key) => {
    parse(target, key);
    validate(target, key);
  };
}
