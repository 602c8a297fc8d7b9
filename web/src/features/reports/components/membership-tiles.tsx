import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipsReport } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { formatCount, formatRate, formatSignedCount } from '../report-format';
import { GrowthLines } from './growth-lines';

export interface MembershipTilesProps {
  /** The report shown; undefined while the first one loads or when it failed. */
  readonly report: MembershipsReport | undefined;
  readonly loading: boolean;
  /** The report could not be loaded: each tile says so instead of a number. */
  readonly failed: boolean;
}

/**
 * The overview (docs/metrics.md, Memberships): the active ones on the period's last day with their
 * growth, the net movement written out (start + added − lost = end), the churn, and what expires in the
 * next 7 and 14 days (from today, whatever the period). Each says what it counts under its figure.
 */
export function MembershipTiles({ report, loading, failed }: MembershipTilesProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, language));
  const movement = report?.movement;
  const cards: StatCard[] = [
    {
      key: 'active',
      label: t('memberships.tiles.active'),
      value: count(report?.active),
      sub: report && (
        <>
          <div>{t('memberships.tiles.activeSub')}</div>
          <GrowthLines growth={report.growth} />
        </>
      ),
      intent: Intent.SUCCESS,
    },
    {
      key: 'movement',
      label: t('memberships.tiles.movement'),
      value: movement && formatSignedCount(movement.added - movement.lost, language),
      sub:
        movement &&
        t('memberships.tiles.movementSub', {
          start: formatCount(movement.start, language),
          added: formatCount(movement.added, language),
          lost: formatCount(movement.lost, language),
          end: formatCount(movement.end, language),
        }),
    },
    {
      key: 'churn',
      label: t('memberships.tiles.churn'),
      value: report && formatRate(report.churnRate, language),
      sub: t('memberships.tiles.churnSub'),
      intent: Intent.WARNING,
    },
    {
      key: 'expiring7',
      label: t('memberships.tiles.expiring7'),
      value: count(report?.expiringIn7Days),
      sub: t('memberships.tiles.expiringSub'),
      intent: Intent.WARNING,
    },
    {
      key: 'expiring14',
      label: t('memberships.tiles.expiring14'),
      value: count(report?.expiringIn14Days),
      sub: t('memberships.tiles.expiringSub'),
      intent: Intent.WARNING,
    },
  ];
  return (
    <div className="reports-tiles">
      <StatsCards
        label={t('memberships.tiles.label')}
        loading={loading}
        cards={cards.map((card) => ({ ...card, error: failed ? t('tiles.unavailable') : undefined }))}
      />
    </div>
  );
}
