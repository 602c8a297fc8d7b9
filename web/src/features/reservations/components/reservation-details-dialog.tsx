import { Button, DialogBody } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReservationDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { FieldList } from '../../../components/admin/field-list';
import { useReservationPresenter } from '../reservation-presenter';

/** Spec §2: the reservation's details; its history is on its own page. */
export function ReservationDetailsDialog({
  item,
  onClose,
}: {
  readonly item: ReservationDto | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('reservations');
  const navigate = useNavigate();
  const presenter = useReservationPresenter(item);
  const actions = (
    <>
      {item && (
        <Button
          icon={<History />}
          text={t('details.history')}
          onClick={() => navigate(`/admin/reservations/${encodeURIComponent(item.id)}`)}
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
