import type { ReactNode } from 'react';
import { Card, Elevation, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './admin.css';

export interface StatCard {
  /** Stable React key. @default label */
  readonly key?: string;
  readonly label: string;
  /** The number; undefined while it loads. The value's accessible name is "<label>: <value>". */
  readonly value: number | string | undefined;
  /** A line under the value ("3 activos"), or several. */
  readonly sub?: ReactNode;
  /** Colours the value (e.g. danger for low stock). @default Intent.PRIMARY */
  readonly intent?: Intent;
  /** Makes the label a link to this route. */
  readonly to?: string;
  /** Shown instead of the value when its numbers could not be loaded. */
  readonly error?: string;
}

export interface StatsCardsProps {
  readonly cards: readonly StatCard[];
  /** Every card shows a spinner, whatever its value. @default false */
  readonly loading?: boolean;
  /** Accessible name of the row of cards. */
  readonly label?: string;
  /** Larger values and more room, for a dashboard. @default false */
  readonly large?: boolean;
}

/** A row of Blueprint cards with one number each: label, value, an optional sub-value. */
export function StatsCards({ cards, loading = false, label, large = false }: StatsCardsProps) {
  return (
    <section
      className={`admin-stats-cards${large ? ' admin-stats-cards--large' : ''}`}
      aria-label={label}
      aria-busy={loading}
    >
      {cards.map((card) => (
        <Card
          key={card.key ?? card.label}
          elevation={large ? Elevation.ONE : Elevation.ZERO}
          compact={!large}
          className="admin-stat-card"
        >
          <div className="admin-stat-card__label">{card.to ? <Link to={card.to}>{card.label}</Link> : card.label}</div>
          <StatValue card={card} loading={loading} />
        </Card>
      ))}
    </section>
  );
}

function StatValue({ card, loading }: { readonly card: StatCard; readonly loading: boolean }) {
  const { t } = useTranslation('admin-shell');
  if (card.error) return <div className="admin-stat-card__error">{card.error}</div>;
  if (loading || card.value === undefined) return <Spinner size={24} aria-label={t('states.loading')} />;
  const intent = card.intent ?? Intent.PRIMARY;
  return (
    <>
      <div
        className={`admin-stat-card__value admin-stat-card__value--${intent}`}
        aria-label={`${card.label}: ${card.value}`}
      >
        {card.value}
      </div>
      {card.sub && <div className="admin-stat-card__sub">{card.sub}</div>}
    </>
  );
}
