import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchDto } from '@boxstudio/contracts';

export interface DeactivateBranchDialogProps {
  readonly branch: BranchDto | null;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: (branch: BranchDto) => void;
}

export function DeactivateBranchDialog({ branch, busy, onCancel, onConfirm }: DeactivateBranchDialogProps) {
  const { t } = useTranslation('branches');
  return (
    <Dialog isOpen={branch !== null} onClose={onCancel} title={t('deactivate.title')} style={{ width: 'calc(100vw - 32px)', maxWidth: 400 }}>
      <DialogBody>
        <p>{t('deactivate.message', { name: branch?.name ?? '' })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('deactivate.cancel')} onClick={onCancel} disabled={busy} />
            <Button intent={Intent.DANGER} text={t('deactivate.confirm')} loading={busy} onClick={() => branch && onConfirm(branch)} />
          </>
        }
      />
    </Dialog>
  );
}
