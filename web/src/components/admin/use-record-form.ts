import { useTranslation } from 'react-i18next';
import { describeProblem, type FieldProblem } from '../../lib/form-rules';
import { useForm, type Form, type FormOptions } from './use-form';

export interface RecordFormOptions<V, P> extends Omit<FormOptions<V, P>, 'describe'> {
  /**
   * The feature's i18n namespace, with the keys every create/edit dialog reads under `form`:
   * `createTitle`, `editTitle`, `create`, `update`, `fields.<field>` and `errors.<problem>`.
   */
  readonly namespace: string;
  /** Editing a record (else creating one): the title and the save button say so. */
  readonly editing: boolean;
  /**
   * A problem in words. @default a catalogue problem (`FieldProblem`) in the contracts' words, any
   * other in the namespace's `form.errors.<problem>`
   */
  readonly describe?: (problem: P) => string;
}

const isCatalogueProblem = (problem: unknown): problem is Exclude<FieldProblem, 'required'> =>
  typeof problem === 'object' && problem !== null && 'key' in problem;

export interface RecordForm<V> extends Form<V> {
  /** A field's label: the namespace's `form.fields.<field>`. */
  labelOf(field: keyof V & string): string;
  /** FormDialog's props but for saving and the handlers. */
  readonly dialog: {
    readonly isOpen: boolean;
    readonly title: string;
    readonly submitLabel: string;
    readonly invalid: boolean;
    /** Why save is disabled: the fields to fix, by their labels. */
    readonly invalidReason: string | undefined;
    readonly onInvalidSubmit: () => void;
    readonly dirty: boolean;
  };
}

/** A create/edit dialog's form (`useForm`) with its title, save label and messages in the feature's words. */
export function useRecordForm<V extends object, P>({
  namespace,
  editing,
  describe,
  ...options
}: RecordFormOptions<V, P>): RecordForm<V> {
  const { t, i18n } = useTranslation(namespace);
  const describeByDefault = (problem: P) =>
    isCatalogueProblem(problem)
      ? describeProblem(problem, t('form.errors.required'), i18n.language)
      : t(`form.errors.${String(problem)}`);
  const form = useForm({ ...options, describe: describe ?? describeByDefault });
  return {
    ...form,
    labelOf: (field) => t(`form.fields.${field}`),
    dialog: {
      isOpen: options.isOpen,
      title: t(editing ? 'form.editTitle' : 'form.createTitle'),
      submitLabel: t(editing ? 'form.update' : 'form.create'),
      invalid: form.invalid,
      invalidReason: form.invalid
        ? t('form.cannotSave', {
            ns: 'admin-shell',
            fields: form.invalidFields.map((field) => t(`form.fields.${field}`)).join(', '),
          })
        : undefined,
      onInvalidSubmit: form.revealAll,
      dirty: form.dirty,
    },
  };
}
