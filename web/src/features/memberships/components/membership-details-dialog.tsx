import { Button, DialogBody } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MembershipDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { FieldList } from '../../../components/admin/field-list';
import type { RecordPresenter } from '../../../components/admin/record-presenter';

export interface MembershipDetailsDialogProps {
  readonly item: MembershipDto | null;
  readonly presenter: RecordPresenter<MembershipDto>;
  readonly onClose: () => void;
}

/** Spec §2: the membership's details; its history is on its own page. */
export function MembershipDetailsDialog({ item, presenter, onClose }: MembershipDetailsDialogProps) {
  const { t } = useTranslation('memberships');
  const navigate = useNavigate();
  const actions = (
    <>
      {item && (
        <Button
          icon={<History />}
          text={t('details.history')}
          onClick={() => navigate(`/admin/memberships/${encodeURIComponent(item.id)}`)}
        />
      )}
      <Button text={t('details.close')} onClick={onClose} />
    </>
  );
  return (
    <AdminDialog isOpen={item !== null} onClose={onClose} title={t('details.title')} actions={actions}>
      <DialogBody>{item && <FieldList items={presenter.fields(item)} />}</DialogBody>
    </AdminDialog>
  );
}
