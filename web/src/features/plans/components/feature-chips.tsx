import { Tag, Tooltip } from '@blueprintjs/core';

export interface FeatureChipsProps {
  readonly features: readonly string[];
  /** How many chips before '+N' (the others named in its tooltip). @default all */
  readonly shown?: number;
}

/** A plan's features as chips: the table shows the first two and '+N' (spec §2), elsewhere all. */
export function FeatureChips({ features, shown = features.length }: FeatureChipsProps) {
  const rest = features.slice(shown);
  return (
    <span className="admin-chips">
      {features.slice(0, shown).map((feature) => (
        <Tag key={feature} minimal round>
          {feature}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip content={rest.join(', ')}>
          <Tag minimal round interactive>{`+${rest.length}`}</Tag>
        </Tooltip>
      )}
    </span>
  );
}
