import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './studio-day-panel.css';

interface StudioDayPanelProps {
  /** The studio day, `YYYY-MM-DD`: names the heading's id. */
  readonly day: string;
  /** The day as people read it ("miércoles, 25 nov"). */
  readonly name: string;
  readonly today?: boolean;
  /** Shown instead of the day's items when it has none. */
  readonly emptyText: string | null;
  readonly children?: ReactNode;
}

/** One day of a studio week with its classes: the client's booking week and the instructor's week. */
export function StudioDayPanel({ day, name, today = false, emptyText, children }: StudioDayPanelProps) {
  return (
    <section
      className={`studio-day${emptyText === null ? '' : ' studio-day--empty'}${today ? ' studio-day--today' : ''}`}
      aria-labelledby={`day-${day}`}
    >
      <H3 id={`day-${day}`} className="studio-day__name">
        {name}
      </H3>
      {emptyText === null ? children : <p className="studio-day__empty">{emptyText}</p>}
    </section>
  );
}
