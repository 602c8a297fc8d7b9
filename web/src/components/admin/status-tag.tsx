import { Intent, Tag } from '@blueprintjs/core';
import './admin.css';

export interface StatusTagProps {
  readonly active: boolean;
  /** The status in the record's own words and gender: "Activa", "Inactivo". */
  readonly label: string;
}

/**
 * A record's status chip (spec §2): active in the success colour, inactive muted. The text keeps
 * at least 4.5:1 against the chip in both themes (theme.css sets the intents' foregrounds), and
 * the chip never shrinks into an ellipsis beside a long title.
 */
export function StatusTag({ active, label }: StatusTagProps) {
  return (
    <Tag className="admin-status-tag" intent={active ? Intent.SUCCESS : Intent.NONE} minimal={!active} round>
      {label}
    </Tag>
  );
}
