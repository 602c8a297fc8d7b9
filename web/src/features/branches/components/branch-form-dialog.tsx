import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchDto, CreateBranchRequest, UpdateBranchRequest } from '@boxstudio/contracts';
import {
  EMPTY_BRANCH_FORM,
  REQUIRED_FIELDS,
  formFromBranch,
  toCreateRequest,
  toUpdateRequest,
  validateBranchForm,
  type BranchFormValues,
  type BranchTextField,
} from '../branch-form';

export interface BranchFormDialogProps {
  readonly isOpen: boolean;
  /** The branch being edited; absent when creating. */
  readonly branch?: BranchDto | null;
  readonly saving: boolean;
  /** Whether the Active switch may turn an active branch off (SUPER_ADMIN only). */
  readonly canDeactivate: boolean;
  readonly onCancel: () => void;
  readonly onCreate: (request: CreateBranchRequest) => void;
  readonly onUpdate: (id: string, request: UpdateBranchRequest) => void;
}

interface FieldSpec {
  readonly field: BranchTextField;
  readonly multiline?: boolean;
  readonly hint?: boolean;
  readonly type?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'name' },
  { field: 'address', multiline: true },
  { field: 'city' },
  { field: 'state' },
  { field: 'country' },
  { field: 'postalCode', hint: true },
  { field: 'phone', hint: true, type: 'tel' },
  { field: 'email', type: 'email' },
];

/** Create and edit a branch (spec §2, §5): save stays disabled while the form is invalid. */
export function BranchFormDialog({ isOpen, branch, saving, canDeactivate, onCancel, onCreate, onUpdate }: BranchFormDialogProps) {
  const { t } = useTranslation('branches');
  const editing = Boolean(branch);
  const [values, setValues] = useState<BranchFormValues>(EMPTY_BRANCH_FORM);
  const [touched, setTouched] = useState<Partial<Record<BranchTextField, boolean>>>({});

  useEffect(() => {
    if (!isOpen) return;
    setValues(branch ? formFromBranch(branch) : EMPTY_BRANCH_FORM);
    setTouched({});
  }, [isOpen, branch]);

  const errors = useMemo(() => validateBranchForm(values), [values]);
  const invalid = Object.keys(errors).length > 0;
  const anyTouched = Object.values(touched).some(Boolean);

  const change = (field: BranchTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const blur = (field: BranchTextField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = () => {
    if (invalid || saving) return;
    if (branch) onUpdate(branch.id, toUpdateRequest(values, branch));
    else onCreate(toCreateRequest(values));
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      style={{ width: 'calc(100vw - 32px)', maxWidth: 600 }}
      canOutsideClickClose={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {FIELDS.map(({ field, multiline, hint, type }) => {
            const error = touched[field] ? errors[field] : undefined;
            const id = `branch-${field}`;
            const helper = error ? t(`form.errors.${error}`) : hint ? t(`form.hints.${field}`) : undefined;
            const required = REQUIRED_FIELDS.includes(field);
            return (
              <FormGroup
                key={field}
                label={t(`form.fields.${field}`)}
                labelFor={id}
                labelInfo={required ? t('form.required') : undefined}
                helperText={helper}
                intent={error ? Intent.DANGER : Intent.NONE}
              >
                {multiline ? (
                  <TextArea id={id} fill rows={2} value={values[field]} onChange={change(field)} onBlur={blur(field)} intent={error ? Intent.DANGER : Intent.NONE} />
                ) : (
                  <InputGroup id={id} type={type ?? 'text'} value={values[field]} onChange={change(field)} onBlur={blur(field)} intent={error ? Intent.DANGER : Intent.NONE} />
                )}
              </FormGroup>
            );
          })}
          {editing && (
            <Switch
              label={t('form.fields.isActive')}
              checked={values.isActive}
              disabled={values.isActive && branch?.isActive === true && !canDeactivate}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((current) => ({ ...current, isActive: checked }));
              }}
            />
          )}
          {invalid && anyTouched && (
            <Callout intent={Intent.WARNING} compact>
              {t('form.incomplete')}
            </Callout>
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
