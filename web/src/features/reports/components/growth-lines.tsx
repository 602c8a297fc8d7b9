import { useTranslation } from 'react-i18next';
import type { ReportGrowth } from '@boxstudio/contracts';
import { ChangeIcon } from '../../../components/admin/change-icon';
import { formatChange } from '../report-format';

/**
 * A figure's change (revenue, active memberships, new clients) against the previous period and the year
 * before, in words with its sign ("+12.5% vs. periodo anterior", "— vs. año anterior" when there was
 * nothing to compare with); the arrow and its colour only repeat what the text says.
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
          <span>{t(`growth.${key}`, { change: formatChange(change, i18n.language) })}</span>
        </li>
      ))}
    </ul>
  );
}
