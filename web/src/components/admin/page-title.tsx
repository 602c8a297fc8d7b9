import type { ReactNode } from 'react';
import './admin.css';

export interface PageTitleProps {
  /** The page's one h1. */
  readonly title: string;
  readonly subtitle?: string;
  /** The primary action at the right (e.g. "Nueva Sucursal"), when the role may use it. */
  readonly action?: ReactNode;
}

/** The title row of an admin screen: heading and subtitle, and its primary action. */
export function PageTitle({ title, subtitle, action }: PageTitleProps) {
  return (
    <div className="admin-title-row">
      <div>
        <h1 className="bp6-heading">{title}</h1>
        {subtitle && <p className="admin-title-row__subtitle">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
