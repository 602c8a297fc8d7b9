import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import type { FormOptions } from './use-form';
import { useRecordForm, type RecordForm } from './use-record-form';

/** What a screen gives its create/edit dialog: whether it is open and saving, and where a save goes. */
export interface RecordDialogProps<C, U> {
  readonly isOpen: boolean;
  readonly saving: boolean;
  /** Field errors the server answered to the last save, shown on their fields. */
  readonly serverErrors?: Readonly<Record<string, string>>;
  readonly onCancel: () => void;
  readonly onCreate: (request: C) => void;
  readonly onUpdate: (id: string, request: U) => void;
}

/** A feature's record form, declared beside its values (`<x>-form.ts`): its words, rules and requests. */
export interface RecordFormDefinition<T, V, P, C, U> {
  /** The feature's namespace (see `useRecordForm` for the keys it reads). */
  readonly namespace: string;
  /** The controls' ids: `<idPrefix>-<field>`. */
  readonly idPrefix: string;
  readonly validate: FormOptions<V, P>['validate'];
  /** A problem in words. @default the namespace's `form.errors.<problem>` */
  readonly describe?: (problem: P) => string;
  readonly toCreate: (values: V) => C;
  readonly toUpdate: (values: V, record: T) => U;
}

export interface RecordFormDialogProps<T extends { readonly id: string }, V, P, C, U> extends RecordDialogProps<C, U> {
  readonly definition: RecordFormDefinition<T, V, P, C, U>;
  /** The record being edited; null or absent when creating. */
  readonly record: T | null | undefined;
  /** The form's values for that record (or a new one). */
  readonly initial: (record: T | null) => V;
  /** Under the fields (e.g. "Por favor, completa todos los campos requeridos"). */
  readonly notice?: (form: RecordForm<V>) => ReactNode;
  /** The fields. */
  readonly children: (form: RecordForm<V>) => ReactNode;
}

/**
 * Every create/edit dialog of a record: the form starts from the record (or empty), validates as
 * the API does, and saves as a create or an update; title, buttons, discarding and saving are
 * FormDialog's. A feature's dialog gives only its fields and its conversions.
 */
export function RecordFormDialog<T extends { readonly id: string }, V extends object, P, C, U>(
  props: RecordFormDialogProps<T, V, P, C, U>,
) {
  const { definition, record, initial, notice, children, isOpen, saving, serverErrors, onCancel, onCreate, onUpdate } =
    props;
  const { toCreate, toUpdate, ...rules } = definition;
  const form = useRecordForm({
    ...rules,
    isOpen,
    editing: Boolean(record),
    initial: initial(record ?? null),
    serverErrors,
  });
  return (
    <FormDialog
      {...form.dialog}
      saving={saving}
      onClose={onCancel}
      onSubmit={() => (record ? onUpdate(record.id, toUpdate(form.values, record)) : onCreate(toCreate(form.values)))}
      notice={notice?.(form)}
    >
      {children(form)}
    </FormDialog>
  );
}
