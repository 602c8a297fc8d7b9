import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClassDto, CreateClassRequest, UpdateClassRequest, UserDto } from '@boxstudio/contracts';
import { EMPTY_CLASS_FORM, formFromClass, toCreateRequest, toUpdateRequest, validateClassForm, type ClassField, type ClassFormValues } from '../class-form';

export interface ClassFormDialogProps {
  readonly isOpen: boolean;
  readonly item?: ClassDto | null;
  readonly instructors: readonly UserDto[];
  readonly saving: boolean;
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onCancel: () => void;
  readonly onCreate: (request: CreateClassRequest) => void;
  readonly onUpdate: (id: string, request: UpdateClassRequest) => void;
}

/** Create and edit a class (spec §2, §5): ticking the sample box makes it free and asks for its description. */
export function ClassFormDialog({ isOpen, item, instructors, saving, serverErrors, onCancel, onCreate, onUpdate }: ClassFormDialogProps) {
  const { t } = useTranslation('classes');
  const editing = Boolean(item);
  const [values, setValues] = useState<ClassFormValues>(EMPTY_CLASS_FORM);
  const [touched, setTouched] = useState<Partial<Record<ClassField, boolean>>>({});
  useEffect(() => {
    if (!isOpen) return;
    setValues(item ? formFromClass(item) : EMPTY_CLASS_FORM);
    setTouched({});
  }, [isOpen, item]);

  const errors = useMemo(() => validateClassForm(values), [values]);
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: ClassField): string | undefined => {
    const local = touched[field] ? errors[field] : undefined;
    return local ? t(`form.errors.${local}`) : serverErrors[field];
  };
  const set = (field: ClassField | 'description', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'description') setTouched((current) => ({ ...current, [field]: true }));
  };
  const submit = () => {
    if (invalid || saving) return;
    if (item) onUpdate(item.id, toUpdateRequest(values));
    else onCreate(toCreateRequest(values));
  };
  const group = (field: ClassField, control: ReactNode) => {
    const error = errorOf(field);
    return (
      <FormGroup label={t(`form.fields.${field}`)} labelFor={`class-${field}`} labelInfo={t('form.required')} helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
        {control}
      </FormGroup>
    );
  };
  const input = (field: 'name' | 'duration' | 'maxCapacity' | 'price', type = 'number', disabled = false) => (
    <InputGroup
      id={`class-${field}`}
      type={type}
      value={values[field]}
      disabled={disabled}
      onChange={(event) => set(field, event.target.value)}
      intent={errorOf(field) ? Intent.DANGER : Intent.NONE}
    />
  );

  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={t(editing ? 'form.editTitle' : 'form.createTitle')} style={{ width: 'calc(100vw - 32px)', maxWidth: 600 }} canOutsideClickClose={false} canEscapeKeyClose={false}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {group('name', input('name', 'text'))}
          <FormGroup label={t('form.fields.description')} labelFor="class-description">
            <TextArea id="class-description" fill rows={2} value={values.description} onChange={(event) => set('description', event.target.value)} />
          </FormGroup>
          <div className="class-form-numbers">
            {group('duration', input('duration'))}
            {group('maxCapacity', input('maxCapacity'))}
            {group('price', input('price', 'number', values.isSampleClass))}
          </div>
          {group(
            'instructorId',
            <HTMLSelect id="class-instructorId" fill value={values.instructorId} onChange={(event) => set('instructorId', event.target.value)}>
              <option value="">{t('form.chooseInstructor')}</option>
              {instructors.map((instructor) => (
                <option key={instructor.id} value={instructor.id}>
                  {instructor.name}
                </option>
              ))}
            </HTMLSelect>,
          )}
          <Checkbox
            label={t('form.fields.isSampleClass')}
            checked={values.isSampleClass}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              // Spec §4: ticking the box sets the price to 0 (and the field is disabled).
              setValues((current) => ({ ...current, isSampleClass: checked, ...(checked ? { price: '0' } : {}) }));
            }}
          />
          {values.isSampleClass &&
            group(
              'sampleClassDescription',
              <TextArea
                id="class-sampleClassDescription"
                fill
                rows={2}
                value={values.sampleClassDescription}
                onChange={(event) => set('sampleClassDescription', event.target.value)}
                intent={errorOf('sampleClassDescription') ? Intent.DANGER : Intent.NONE}
              />,
            )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} onClick={onCancel} disabled={saving} />
              <Button type="submit" intent={Intent.PRIMARY} text={t(editing ? 'form.update' : 'form.create')} disabled={invalid} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
