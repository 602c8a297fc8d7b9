import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipStatus } from '@boxstudio/contracts';
import { StateTag } from '../../../components/state-tag';

/** Active is in force, expired ran out (renewing brings it back), cancelled was ended by the studio. */
const INTENTS: Record<MembershipStatus, Intent> = {
  ACTIVE: Intent.SUCCESS,
  EXPIRED: Intent.WARNING,
  CANCELLED: Intent.NONE,
};

/** A membership's status chip: Activa, Expirada, Cancelada (spec §2). */
export function StatusChip({ status }: { readonly status: MembershipStatus }) {
  const { t } = useTranslation('memberships');
  return <StateTag state={status} intents={INTENTS} label={t(`status.${status}`)} className="memberships-status" />;
}
