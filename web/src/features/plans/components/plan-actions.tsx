import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchSummary, MembershipPlanDto } from '@boxstudio/contracts';
import { runCommand } from '../../../components/admin/run-command';
import { useCommandDialog } from '../../../components/admin/use-command-dialog';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useDeactivatePlanMutation, useDuplicatePlanMutation } from '../api';
import { DuplicatePlanDialog } from './duplicate-plan-dialog';

/**
 * A plan's row action that runs a command, owning its mutation and its dialog: the page opens it for a
 * plan and renders its dialog, and holds nothing else.
 */
export interface PlanAction {
  open(plan: MembershipPlanDto): void;
  readonly dialog: ReactElement;
}

/**
 * Duplicar: into a branch of `branches`. A refusal keeps the dialog open with the branch chosen and the
 * server's word on it under the field; opening it again starts without that word.
 */
export function useDuplicateAction(branches: readonly BranchSummary[]): PlanAction {
  const { t } = useTranslation('plans');
  const action = useCommandDialog<MembershipPlanDto>();
  const [branchError, setBranchError] = useState<string | undefined>(undefined);
  const [duplicate, duplication] = useDuplicatePlanMutation();
  const dialog = (
    <DuplicatePlanDialog
      plan={action.item}
      branches={branches}
      busy={duplication.isLoading}
      serverError={branchError}
      onCancel={action.close}
      onDuplicate={(plan, branchId) =>
        void action.run(duplicate({ id: plan.id, branchId }).unwrap(), {
          success: t('messages.duplicated'),
          failure: (error) => {
            setBranchError(fieldErrors(error).branchId);
            return errorMessage(error, t('messages.duplicateError'));
          },
        })
      }
    />
  );
  const open = (plan: MembershipPlanDto) => {
    setBranchError(undefined);
    action.open(plan);
  };
  return { open, dialog };
}

/** Desactivar: asked first, with the plan named; the question closes once the command has finished. */
export function useDeactivateAction(): PlanAction {
  const { t } = useTranslation('plans');
  const [deactivate, deactivating] = useDeactivatePlanMutation();
  const confirmation = useConfirmation<MembershipPlanDto>({
    namespace: 'plans',
    prefix: 'deactivate',
    busy: deactivating.isLoading,
    run: (plan) =>
      runCommand(deactivate(plan.id).unwrap(), {
        success: t('messages.deactivated'),
        // The API deactivates a plan through its DELETE, so its failure reads as a deletion's.
        failure: (error) => errorMessage(error, t('messages.deleteError')),
      }),
  });
  return { open: confirmation.ask, dialog: confirmation.dialog };
}
