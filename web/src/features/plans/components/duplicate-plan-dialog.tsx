import { useEffect, useState } from 'react';
import { Button, DialogBody, FormGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchSummary, MembershipPlanDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { BusyButton } from '../../../components/admin/busy-button';
import { SelectInput } from '../../../components/select-input';

export interface DuplicatePlanDialogProps {
  readonly plan: MembershipPlanDto | null;
  readonly branches: readonly BranchSummary[];
  readonly busy: boolean;
  readonly serverError?: string | undefined;
  readonly onCancel: () => void;
  readonly onDuplicate: (plan: MembershipPlanDto, branchId: string) => void;
}

/** Duplicate a plan into a branch: the copy keeps every field and starts active. */
export function DuplicatePlanDialog({
  plan,
  branches,
  busy,
  serverError,
  onCancel,
  onDuplicate,
}: DuplicatePlanDialogProps) {
  const { t } = useTranslation('plans');
  const active = branches.filter((branch) => branch.isActive);
  const [branchId, setBranchId] = useState('');
  useEffect(() => {
    if (plan) setBranchId(active.find((branch) => branch.id !== plan.branchId)?.id ?? plan.branchId);
    // Only when another plan is chosen: the branch list refreshing must not undo the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `active` left out on purpose, as said above
  }, [plan]);
  return (
    <AdminDialog
      isOpen={plan !== null}
      onClose={onCancel}
      title={t('duplicate.title', { name: plan?.name ?? '' })}
      width={400}
      busy={busy}
      actions={
        <>
          <Button text={t('duplicate.cancel')} onClick={onCancel} disabled={busy} />
          <BusyButton
            intent={Intent.PRIMARY}
            text={t('duplicate.confirm')}
            busy={busy}
            disabled={branchId === ''}
            onClick={() => plan && onDuplicate(plan, branchId)}
          />
        </>
      }
    >
      <DialogBody>
        <FormGroup
          label={t('duplicate.branch')}
          labelFor="duplicate-branch"
          helperText={serverError}
          intent={serverError ? Intent.DANGER : Intent.NONE}
        >
          <SelectInput
            id="duplicate-branch"
            fill
            value={branchId}
            options={active.map(({ id, name }) => ({ value: id, label: name }))}
            onChange={(event) => setBranchId(event.target.value)}
          />
        </FormGroup>
      </DialogBody>
    </AdminDialog>
  );
}
