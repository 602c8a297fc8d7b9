import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipStatus } from '@boxstudio/contracts';

/** Active is in force, expired ran out (renewing brings it back), cancelled was ended by the studio. */
const INTENTS: Record<MembershipStatus, Intent> = { ACTIVE: Intent.SUCCESS, EXPIRED: Intent.WARNING, CANCELLED: Intent.NONE };

/**
 * A membership's status chip: Activa, Expirada, Cancelada (spec §2). Minimal chips take each
 * theme's readable accent (theme.css), and the chip never shrinks into an ellipsis.
 */
export function StatusChip({ status }: { readonly status: MembershipStatus }) {
  const { t } = useTranslation('memberships');
  return (
    <Tag className="memberships-status" intent={INTENTS[status]} minimal round>
      {t(`status.${status}`)}
    </Tag>
  );
}
