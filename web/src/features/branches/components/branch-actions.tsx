import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchSummary } from '@boxstudio/contracts';
import { runCommand } from '../../../components/admin/run-command';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { useDeactivateBranchMutation } from '../api';

/** A branch's row action that runs a command, owning its mutation and its dialog. */
export interface BranchAction {
  open(branch: BranchSummary): void;
  readonly dialog: ReactElement;
}

/** Desactivar: asked first, with the branch named; the question closes once the command has finished. */
export function useDeactivateBranchAction(): BranchAction {
  const { t } = useTranslation('branches');
  const [deactivate, deactivating] = useDeactivateBranchMutation();
  const confirmation = useConfirmation<BranchSummary>({
    namespace: 'branches',
    prefix: 'deactivate',
    busy: deactivating.isLoading,
    run: (branch) =>
      runCommand(deactivate(branch.id).unwrap(), {
        success: t('messages.deactivated'),
        // The API deactivates a branch through its DELETE, so its failure reads as a deletion's.
        failure: () => t('messages.deleteError'),
      }),
  });
  return { open: confirmation.ask, dialog: confirmation.dialog };
}
