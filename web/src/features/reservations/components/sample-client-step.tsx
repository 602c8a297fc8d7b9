import { InputGroup } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { shapeDate } from '../../../components/admin/date-time-field';
import { FormField } from '../../../components/admin/form-field';
import { FormTextField } from '../../../components/admin/form-text-field';
import type { RecordForm } from '../../../components/admin/use-record-form';
import type { SampleClientValues } from '../sample-class-form';

/**
 * Step 1, 'Datos del Cliente' (spec §5): name, email and WhatsApp required; date of birth optional,
 * typed dd/mm/aaaa.
 */
export function SampleClientStep({ form }: { readonly form: RecordForm<SampleClientValues> }) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <FormTextField form={form} field="name" required />
      <FormTextField form={form} field="email" type="email" required />
      <FormTextField form={form} field="phone" type="tel" required hint={t('sample.phoneHint')} />
      <FormField
        id={form.idOf('dateOfBirth')}
        label={form.labelOf('dateOfBirth')}
        error={form.errorOf('dateOfBirth')}
        hint={t('sample.dateOfBirthHint')}
      >
        <InputGroup
          inputMode="numeric"
          autoComplete="off"
          leftIcon={<Calendar />}
          placeholder={t('sample.dateOfBirthPlaceholder')}
          {...form.text('dateOfBirth')}
          onChange={(event) => form.set('dateOfBirth', shapeDate(event.target.value))}
        />
      </FormField>
    </>
  );
}
