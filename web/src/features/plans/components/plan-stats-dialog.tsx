import type { MembershipPlanDto } from '@boxstudio/contracts';
import { StatsDialog } from '../../../components/admin/stats-dialog';
import { useGetPlanStatsQuery } from '../api';
import { usePlanStatCards } from './plan-stat-cards';

/** Spec §3: the plan's memberships by status and its revenue. */
export function PlanStatsDialog({
  plan,
  onClose,
}: {
  readonly plan: MembershipPlanDto | null;
  readonly onClose: () => void;
}) {
  const { currentData: data, isError } = useGetPlanStatsQuery(plan?.id ?? '', { skip: !plan });
  const cards = usePlanStatCards(data?.stats);
  return (
    <StatsDialog
      namespace="plans"
      subject={plan && (data?.plan ?? plan)}
      cards={cards}
      failed={isError}
      onClose={onClose}
    />
  );
}
