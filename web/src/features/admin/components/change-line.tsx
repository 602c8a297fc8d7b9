import { ChangeIcon } from '../../../components/admin/change-icon';

export interface ChangeLineProps {
  /** The change in %, or null when there was nothing to compare with. */
  readonly change: number | null;
  /** The change in words, with its sign ("+12.5% vs. periodo anterior"). */
  readonly text: string;
}

/** A tile's change: the words say it, the arrow beside them only repeats which way. */
export function ChangeLine({ change, text }: ChangeLineProps) {
  return (
    <div className="admin-dashboard-change">
      <ChangeIcon change={change} />
      <span>{text}</span>
    </div>
  );
}
