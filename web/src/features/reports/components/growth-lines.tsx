import { ArrowDown, ArrowUp, Minus } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ReportGrowth } from '@boxstudio/contracts';
import { formatChange } from '../report-format';

/**
 * The arrow of a change: up, down, or flat; none where there is no change to tell ("—"). Decoration
 * only: the sign says it.
 */
function ChangeIcon({ change }: { readonly change: number | null }) {
  if (change === null) return null;
  if (change === 0) return <Minus size={12} className="reports-growth__icon" />;
  return change > 0 ? (
    <ArrowUp size={12} className="reports-growth__icon reports-growth__icon--up" />
  ) : (
    <ArrowDown size={12} className="reports-growth__icon reports-growth__icon--down" />
  );
}

/**
 * The revenue's change against the previous period and the year before, in words with its sign
 * ("+12.5% vs. periodo anterior", "— vs. año anterior" when there was nothing to compare with); the
 * arrow and its colour only repeat what the text says.
 */
export function GrowthLines({ growth }: { readonly growth: ReportGrowth }) {
  const { t, i18n } = useTranslation('reports');
  const lines = [
    { key: 'previousPeriod', change: growth.previousPeriod },
    { key: 'previousYear', change: growth.previousYear },
  ] as const;
  return (
    <ul className="reports-growth">
      {lines.map(({ key, change }) => (
        <li key={key}>
          <ChangeIcon change={change} />
          <span>{t(`revenue.growth.${key}`, { change: formatChange(change, i18n.language) })}</span>
        </li>
      ))}
    </ul>
  );
}
