import { ArrowDown, ArrowUp, Minus } from '@blueprintjs/icons';
import './admin.css';

/**
 * The arrow of a change: up, down, or flat; none where there is no change to tell ("—"). Decoration
 * only: the text beside it says the change with its sign, so neither the arrow nor its colour is
 * the only sign of which way it went.
 */
export function ChangeIcon({ change }: { readonly change: number | null }) {
  if (change === null) return null;
  if (change === 0) return <Minus size={12} className="admin-change-icon" />;
  return change > 0 ? (
    <ArrowUp size={12} className="admin-change-icon admin-change-icon--up" />
  ) : (
    <ArrowDown size={12} className="admin-change-icon admin-change-icon--down" />
  );
}
