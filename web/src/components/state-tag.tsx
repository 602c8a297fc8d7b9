import { type Intent, Tag } from '@blueprintjs/core';
import './state-tag.css';

export interface StateTagProps<State extends string> {
  readonly state: State;
  /** The colour of each state. */
  readonly intents: Readonly<Record<State, Intent>>;
  /** The state in the page's language ("Pendiente"). */
  readonly label: string;
  /** A class of the screen's own (what its tests look for). */
  readonly className?: string;
}

/**
 * The chip of a record's state (a reservation's, a payment's, a membership's): minimal chips take
 * the readable accent of each theme (theme.css), and the chip never shrinks into an ellipsis
 * beside a long name.
 */
export function StateTag<State extends string>({ state, intents, label, className }: StateTagProps<State>) {
  return (
    <Tag className={className ? `state-tag ${className}` : 'state-tag'} intent={intents[state]} minimal round>
      {label}
    </Tag>
  );
}
