import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipDto } from '@boxstudio/contracts';

/**
 * Spec §2's type/plan column: the plan's chip, the legacy type's beside it when the membership
 * has one, and the plan's branch under them (each branch sells its own "Básico").
 */
export function PlanCell({ item, branch }: { readonly item: MembershipDto; readonly branch: string | undefined }) {
  const { t } = useTranslation('memberships');
  return (
    <>
      <div className="memberships-chips">
        <Tag className="memberships-plan" intent={Intent.PRIMARY} minimal>
          {item.membershipPlan?.name ?? '—'}
        </Tag>
        {item.type && (
          <Tag className="memberships-plan" minimal>
            {t(`types.${item.type}`)}
          </Tag>
        )}
      </div>
      {branch && <small className="memberships-muted">{branch}</small>}
    </>
  );
}
