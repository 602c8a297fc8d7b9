import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldListItem } from './field-list';

/**
 * How a screen shows one kind of record, so its detail, its history's changes and its state
 * "as of" an instant all read alike: names instead of ids, "30 días", "Ilimitado", chips, money.
 */
export interface RecordPresenter<T> {
  /** The record's fields, labelled and formatted, in order. */
  readonly fields: (record: T) => FieldListItem[];
  /** One field an event changed, with its new value ("Duración: 30 días"). */
  readonly change: (field: string, value: unknown) => FieldListItem;
}

export interface PresenterSpec<T> {
  /** The fields shown, in order. */
  readonly fields: readonly (keyof T & string)[];
  /** A field's label ('city' → 'Ciudad'); unknown fields may answer their own name. */
  readonly label: (field: string) => string;
  /**
   * A field's value as the screen shows it, given the record when there is one (an event's change
   * has none); undefined for the shared way: '—' (or '(vacío)' in a change) for nothing, Sí/No,
   * lists joined with commas.
   */
  readonly value?: (field: string, value: unknown, record: T | undefined) => ReactNode | undefined;
}

/** A presenter from a screen's labels and formats, with the shared defaults for the rest. */
export function useRecordPresenter<T>({ fields, label, value }: PresenterSpec<T>): RecordPresenter<T> {
  const { t } = useTranslation('admin-shell');
  const show = (field: string, raw: unknown, record: T | undefined, nothing: string): ReactNode => {
    const own = value?.(field, raw, record);
    if (own !== undefined) return own;
    if (raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) return nothing;
    if (typeof raw === 'boolean') return t(raw ? 'history.yes' : 'history.no');
    if (Array.isArray(raw)) return raw.map(String).join(', ');
    return String(raw);
  };
  return {
    fields: (record) =>
      fields.map((field) => ({
        key: field,
        label: label(field),
        value: show(field, record[field], record, t('history.noValue')),
      })),
    change: (field, raw) => ({
      key: field,
      label: label(field),
      value: show(field, raw, undefined, t('history.cleared')),
    }),
  };
}
