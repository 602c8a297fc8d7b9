import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ClassDto, UserDto } from '@boxstudio/contracts';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useRecordForm } from '../../../components/admin/use-record-form';
import { showToast } from '../../../components/toaster';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useCreateReservationMutation, useCreateSampleClientMutation, useUpdateSampleClientMutation } from '../api';
import {
  EMPTY_SAMPLE_CLIENT,
  sampleBookingStart,
  sampleClientOf,
  toCreateClient,
  toSampleReservation,
  toUpdateClient,
  validateSampleBooking,
  validateSampleClient,
} from '../sample-class-form';
import { SampleBookingStep } from './sample-booking-step';
import { SampleClientStep } from './sample-client-step';
import { WizardSteps } from './wizard-steps';

export interface SampleClassWizardProps {
  readonly isOpen: boolean;
  /** The active sample classes (at least one: without any the wizard does not open). */
  readonly samples: readonly ClassDto[];
  readonly onClose: () => void;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 'Reservar Clase Muestra' (spec §2, §4): step 1 creates the client, step 2 books a sample class for
 * them. Atrás goes back to step 1 with its data; continuing again creates no second client (a
 * corrected detail updates the one created).
 */
export function SampleClassWizard({ isOpen, samples, onClose }: SampleClassWizardProps) {
  const { t } = useTranslation('reservations');
  const [step, setStep] = useState<1 | 2>(1);
  const [client, setClient] = useState<UserDto | null>(null);
  const [serverErrors, setServerErrors] = useState(NO_ERRORS);
  const [createClient, creating] = useCreateSampleClientMutation();
  const [updateClient, updating] = useUpdateSampleClientMutation();
  const [book, booking] = useCreateReservationMutation();
  const person = useRecordForm({
    namespace: 'reservations',
    idPrefix: 'sample-client',
    editing: false,
    isOpen,
    initial: EMPTY_SAMPLE_CLIENT,
    validate: validateSampleClient,
    serverErrors,
  });
  const visit = useRecordForm({
    namespace: 'reservations',
    idPrefix: 'sample-class',
    editing: false,
    isOpen,
    initial: sampleBookingStart(samples[0]?.id ?? ''),
    validate: validateSampleBooking,
    serverErrors,
  });

  useEffect(() => {
    if (isOpen) return;
    setStep(1);
    setClient(null);
    setServerErrors(NO_ERRORS);
  }, [isOpen]);
  // Each step starts with focus on its first field, as the dialog does on opening.
  const firstField = step === 1 ? person.idOf('name') : visit.idOf(samples.length > 1 ? 'classId' : 'startTime');
  useEffect(() => {
    if (isOpen) document.getElementById(firstField)?.focus();
  }, [isOpen, firstField]);

  const failed = (error: unknown, fallback: string) => {
    setServerErrors(fieldErrors(error));
    showToast(errorMessage(error, fallback), 'error');
  };
  const saveClient = async () => {
    const unchanged = client !== null && same(toUpdateClient(person.values), toUpdateClient(sampleClientOf(client)));
    if (!unchanged) {
      try {
        const answer = client
          ? await updateClient({ id: client.id, changes: toUpdateClient(person.values) }).unwrap()
          : await createClient(toCreateClient(person.values)).unwrap();
        // Its own words: the people API answers for users ('Empleado actualizado exitosamente'), this is a client.
        showToast(t(client ? 'messages.clientUpdated' : 'messages.clientCreated'), 'success');
        setClient(answer.data);
      } catch (error) {
        failed(error, t(client ? 'messages.clientUpdateError' : 'messages.clientCreateError'));
        return;
      }
    }
    setServerErrors(NO_ERRORS);
    setStep(2);
  };
  const bookSample = async () => {
    if (!client) return;
    try {
      const answer = await book(toSampleReservation(visit.values, client.id)).unwrap();
      showToast(answer.message || t('messages.sampleBooked'), 'success');
      onClose();
    } catch (error) {
      failed(error, t('messages.createError'));
    }
  };

  const form = step === 1 ? person : visit;
  return (
    <FormDialog
      isOpen={isOpen}
      title={t('sample.title')}
      submitLabel={t(step === 1 ? 'sample.createClient' : 'sample.book')}
      saving={creating.isLoading || updating.isLoading || booking.isLoading}
      invalid={form.invalid}
      dirty={person.dirty || visit.dirty}
      onSubmit={() => void (step === 1 ? saveClient() : bookSample())}
      onClose={onClose}
      leading={
        step === 2 && (
          <Button
            icon={<ArrowLeft />}
            text={t('sample.back')}
            onClick={() => setStep(1)}
            disabled={booking.isLoading}
          />
        )
      }
    >
      <WizardSteps current={step} />
      {step === 1 || !client ? (
        <SampleClientStep form={person} />
      ) : (
        <SampleBookingStep form={visit} samples={samples} client={client} />
      )}
    </FormDialog>
  );
}
