import type { ReactNode } from 'react';
import './admin.css';

export interface FieldListItem {
  /** Stable React key, e.g. the field's name. */
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
}

/** A record's fields as label/value pairs (a description list), in two aligned columns. */
export function FieldList({ items }: { readonly items: readonly FieldListItem[] }) {
  return (
    <dl className="admin-fields">
      {items.map((item) => (
        <div key={item.key} className="admin-fields__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
