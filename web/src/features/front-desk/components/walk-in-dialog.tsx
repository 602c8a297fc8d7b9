import { useState } from 'react';
import { Button, DialogBody, FormGroup, Intent } from '@blueprintjs/core';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { BusyButton } from '../../../components/admin/busy-button';
import { runCommand } from '../../../components/admin/run-command';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { SearchableSelect, sortedOptions } from '../../../components/searchable-select';
import { errorMessage } from '../../../lib/api-errors';
import { studioClock } from '../../../lib/studio-time';
import { AvailabilityNote, useCreateReservationMutation, useListClientChoicesQuery } from '../../reservations';

export interface WalkInDialogProps {
  /** The class being booked into; null: closed. */
  readonly occurrence: ClassOccurrenceDto | null;
  readonly onClose: () => void;
}

/**
 * A client at the desk for a class about to start or running: chosen from the active clients,
 * with the seats left and, as a warning staff may book past, what would refuse them booking it
 * themself. The occurrence's own start and end go to the server (POST /reservations).
 */
export function WalkInDialog({ occurrence, onClose }: WalkInDialogProps) {
  const { t, i18n } = useTranslation('front-desk');
  const [userId, setUserId] = useState('');
  const [missing, setMissing] = useState(false);
  const clients = useListClientChoicesQuery(undefined, { skip: occurrence === null });
  useLoadFailure(clients.isError, t('walkIn.clientsError'));
  const [create, creating] = useCreateReservationMutation();
  const options = sortedOptions(
    (clients.data ?? [])
      .filter((client) => client.isActive)
      .map((client) => ({ value: client.id, label: `${client.name} · ${client.email}` })),
    i18n.language,
  );
  const close = () => {
    setUserId('');
    setMissing(false);
    onClose();
  };
  const book = async () => {
    if (!occurrence) return;
    if (userId === '') {
      setMissing(true);
      return;
    }
    const booked = await runCommand(
      create({
        classId: occurrence.classId,
        startTime: occurrence.startTime,
        endTime: occurrence.endTime,
        userId,
      }).unwrap(),
      { success: t('walkIn.booked'), failure: (error) => errorMessage(error, t('walkIn.error')) },
    );
    if (booked) close();
  };
  const time = occurrence ? `${studioClock(occurrence.startTime)}–${studioClock(occurrence.endTime)}` : '';
  return (
    <AdminDialog
      isOpen={occurrence !== null}
      title={t('walkIn.title', { name: occurrence?.class.name ?? '', time })}
      onClose={close}
      width={500}
      busy={creating.isLoading}
      actions={
        <>
          <Button text={t('walkIn.cancel')} onClick={close} disabled={creating.isLoading} />
          <BusyButton
            intent={Intent.PRIMARY}
            text={t('walkIn.submit')}
            busy={creating.isLoading}
            onClick={() => void book()}
          />
        </>
      }
    >
      <DialogBody>
        <FormGroup
          label={t('walkIn.client')}
          labelFor="walk-in-client"
          intent={missing ? Intent.DANGER : Intent.NONE}
          helperText={missing ? t('walkIn.required') : undefined}
        >
          <SearchableSelect
            id="walk-in-client"
            value={userId}
            options={options}
            emptyLabel={t('walkIn.choose')}
            searchLabel={t('walkIn.search')}
            intent={missing ? Intent.DANGER : Intent.NONE}
            onChange={(value) => {
              setUserId(value);
              setMissing(false);
            }}
          />
        </FormGroup>
        {occurrence && (
          <AvailabilityNote
            classId={occurrence.classId}
            startTime={occurrence.startTime}
            endTime={occurrence.endTime}
            userId={userId}
          />
        )}
      </DialogBody>
    </AdminDialog>
  );
}
