import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipStatus } from '@boxstudio/contracts';

/**
 * As on the memberships screen: active in force, expired ran out (a renewal brings it back), cancelled ended
 * by the studio.
 */
const INTENTS: Record<MembershipStatus, Intent> = {
  ACTIVE: Intent.SUCCESS,
  EXPIRED: Intent.WARNING,
  CANCELLED: Intent.NONE,
};

/** A membership's status chip: Activa, Expirada, Cancelada; readable in both themes (theme.css), never cut short. */
export function MembershipStatusTag({ status }: { readonly status: MembershipStatus }) {
  const { t } = useTranslation('client-membership');
  return (
    <Tag className="client-membership__tag" intent={INTENTS[status]} minimal round>
      {t(`status.${status}`)}
    </Tag>
  );
}
