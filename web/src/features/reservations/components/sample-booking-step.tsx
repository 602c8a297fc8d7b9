import { Callout, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClassDto, UserDto } from '@boxstudio/contracts';
import { FieldList } from '../../../components/admin/field-list';
import { FormDateTimeField } from '../../../components/admin/form-date-time-field';
import { FormField } from '../../../components/admin/form-field';
import type { RecordForm } from '../../../components/admin/use-record-form';
import { SelectInput } from '../../../components/select-input';
import { classLabel } from '../reservation-list';
import { SAMPLE_CLIENT_PASSWORD, type SampleBookingValues } from '../sample-class-form';
import { AvailabilityNote } from './availability-note';
import { studioInstantOf } from '../../../components/admin/studio-date-time';

export interface SampleBookingStepProps {
  readonly form: RecordForm<SampleBookingValues>;
  /** The active sample classes; the first is chosen at first. */
  readonly samples: readonly ClassDto[];
  /** The client step 1 created. */
  readonly client: UserDto;
}

/**
 * Step 2, 'Reservar Clase' (spec §2, §4): the sample class (a choice only when there are several),
 * its name and description read-only with the 'GRATIS' chip, and when it is.
 */
export function SampleBookingStep({ form, samples, client }: SampleBookingStepProps) {
  const { t } = useTranslation('reservations');
  const chosen = samples.find((sample) => sample.id === form.values.classId);
  const start = studioInstantOf(form.values.startTime);
  return (
    <>
      <Callout compact intent={Intent.SUCCESS} className="reservations-wizard__client">
        {t('sample.created', { name: client.name, password: SAMPLE_CLIENT_PASSWORD })}
      </Callout>
      {samples.length > 1 && (
        <FormField id={form.idOf('classId')} label={t('sample.chooseClass')} required error={form.errorOf('classId')}>
          <SelectInput
            fill
            options={samples.map((sample) => ({ value: sample.id, label: classLabel(sample) }))}
            {...form.text('classId')}
          />
        </FormField>
      )}
      {chosen && <SampleClassCard sample={chosen} />}
      <FormDateTimeField form={form} field="startTime" required />
      <AvailabilityNote classId={form.values.classId} startTime={start?.toISOString() ?? ''} endTime="" />
    </>
  );
}

/** The sample class as offered: its name and branch with the 'GRATIS' chip, and its description, read-only. */
function SampleClassCard({ sample }: { readonly sample: ClassDto }) {
  const { t } = useTranslation('reservations');
  const name = (
    <span className="reservations-wizard__class">
      <strong>{sample.name}</strong>
      {sample.branch && <span className="reservations-muted">{sample.branch.name}</span>}
      <Tag intent={Intent.SUCCESS} round>
        {t('sample.free')}
      </Tag>
    </span>
  );
  return (
    <div className="reservations-wizard__sample">
      <FieldList
        items={[
          { key: 'name', label: t('sample.className'), value: name },
          {
            key: 'description',
            label: t('sample.description'),
            value: sample.sampleClassDescription ?? sample.description ?? '—',
          },
        ]}
      />
    </div>
  );
}
