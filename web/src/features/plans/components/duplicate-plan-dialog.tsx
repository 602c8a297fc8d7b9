import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchSummary, MembershipPlanDto } from '@boxstudio/contracts';

export interface DuplicatePlanDialogProps {
  readonly plan: MembershipPlanDto | null;
  readonly branches: readonly BranchSummary[];
  readonly busy: boolean;
  readonly serverError?: string | undefined;
  readonly onCancel: () => void;
  readonly onDuplicate: (plan: MembershipPlanDto, branchId: string) => void;
}

/** Duplicate a plan into a branch: the copy keeps every field and starts active. */
export function DuplicatePlanDialog({ plan, branches, busy, serverError, onCancel, onDuplicate }: DuplicatePlanDialogProps) {
  const { t } = useTranslation('plans');
  const active = branches.filter((branch) => branch.isActive);
  const [branchId, setBranchId] = useState('');
  useEffect(() => {
    if (plan) setBranchId(active.find((branch) => branch.id !== plan.branchId)?.id ?? plan.branchId);
    // Only when another plan is chosen: the branch list refreshing must not undo the choice.
  }, [plan]);
  return (
    <Dialog isOpen={plan !== null} onClose={onCancel} title={t('duplicate.title', { name: plan?.name ?? '' })} style={{ width: 'calc(100vw - 32px)', maxWidth: 400 }}>
      <DialogBody>
        <FormGroup label={t('duplicate.branch')} labelFor="duplicate-branch" helperText={serverError} intent={serverError ? Intent.DANGER : Intent.NONE}>
          <HTMLSelect id="duplicate-branch" fill value={branchId} onChange={(event) => setBranchId(event.target.value)}>
            {active.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('duplicate.cancel')} onClick={onCancel} disabled={busy} />
            <Button intent={Intent.PRIMARY} text={t('duplicate.confirm')} loading={busy} disabled={branchId === ''} onClick={() => plan && onDuplicate(plan, branchId)} />
          </>
        }
      />
    </Dialog>
  );
}
