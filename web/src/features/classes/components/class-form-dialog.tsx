import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClassDto, CreateClassRequest, UpdateClassRequest, UserDto } from '@boxstudio/contracts';
import { FormSearchableSelect } from '../../../components/admin/form-searchable-select';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import { CLASS_FORM, EMPTY_CLASS_FORM, formFromClass } from '../class-form';

export interface ClassFormDialogProps extends RecordDialogProps<CreateClassRequest, UpdateClassRequest> {
  readonly item?: ClassDto | null;
  /** The instructors a class may be given: the active ones. */
  readonly instructors: readonly UserDto[];
}

/** Create and edit a class (spec §2, §5): ticking the sample box makes it free and asks for its description. */
export function ClassFormDialog({ item, instructors, ...dialog }: ClassFormDialogProps) {
  const { t } = useTranslation('classes');
  return (
    <RecordFormDialog
      {...dialog}
      definition={CLASS_FORM}
      record={item}
      initial={(record) => (record ? formFromClass(record) : EMPTY_CLASS_FORM)}
    >
      {(form) => (
        <>
          <FormTextField form={form} field="name" required />
          <FormTextField form={form} field="description" multiline />
          <div className="form-numbers">
            <FormTextField form={form} field="duration" type="number" required />
            <FormTextField form={form} field="maxCapacity" type="number" required />
            <FormTextField
              form={form}
              field="price"
              type="number"
              step="0.01"
              disabled={form.values.isSampleClass}
              required
            />
          </div>
          <FormSearchableSelect
            form={form}
            field="instructorId"
            required
            emptyLabel={t('form.chooseInstructor')}
            searchLabel={t('form.searchInstructor')}
            options={instructors.map(({ id, name }) => ({ value: id, label: name }))}
          />
          <Checkbox
            label={t('form.fields.isSampleClass')}
            checked={form.values.isSampleClass}
            // Spec §4: ticking the box sets the price to 0 (and the field is disabled).
            onChange={(event) =>
              form.patch(event.currentTarget.checked ? { isSampleClass: true, price: '0' } : { isSampleClass: false })
            }
          />
          {form.values.isSampleClass && <FormTextField form={form} field="sampleClassDescription" multiline required />}
        </>
      )}
    </RecordFormDialog>
  );
}
