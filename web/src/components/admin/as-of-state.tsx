import { useState } from 'react';
import { Callout, FormGroup, H5, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { AuditedAggregate } from '@boxstudio/contracts';
import { formatDateTime } from '../../lib/format';
import { FieldList } from './field-list';
import { useGetAuditStateQuery } from './history.api';

export interface AsOfStateProps {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** The public state's fields to show, in order. */
  readonly fields: readonly string[];
  readonly fieldLabel: (field: string) => string;
}

/** A `datetime-local` value (local time, no zone) as an instant; undefined while incomplete. */
export function instantOf(local: string): string | undefined {
  const date = new Date(local);
  return local === '' || Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Picks an instant and shows the aggregate's public state as it was then, from the audit log. */
export function AsOfState({ aggregate, id, fields, fieldLabel }: AsOfStateProps) {
  const { t, i18n } = useTranslation('admin-shell');
  const [local, setLocal] = useState('');
  const asOf = instantOf(local);
  const inputId = `as-of-${aggregate}-${id}`;
  // currentData: the state at this instant, never the previous instant's while it loads.
  const { currentData: data, isFetching, isError } = useGetAuditStateQuery({ aggregate, id, asOf: asOf ?? '' }, { skip: asOf === undefined });

  const value = (field: string): string => {
    const raw = data?.state?.[field];
    if (raw === null || raw === undefined || raw === '') return t('history.noValue');
    if (typeof raw === 'boolean') return t(raw ? 'history.yes' : 'history.no');
    return String(raw);
  };

  return (
    <div className="admin-as-of">
      <FormGroup label={t('history.asOf')} labelFor={inputId} helperText={t('history.asOfHint')}>
        <InputGroup id={inputId} type="datetime-local" step={1} leftIcon={<Time />} value={local} onValueChange={setLocal} />
      </FormGroup>
      {asOf !== undefined && isFetching && <Spinner size={24} aria-label={t('states.loading')} />}
      {asOf !== undefined && isError && <Callout intent={Intent.DANGER}>{t('history.asOfError')}</Callout>}
      {asOf !== undefined && data && (
        <section className="admin-as-of__state" aria-labelledby={`${inputId}-title`}>
          <H5 id={`${inputId}-title`}>{t('history.asOfTitle', { date: formatDateTime(data.asOf, i18n.language) })}</H5>
          {data.state === null ? (
            <Callout intent={Intent.WARNING} compact>
              {t('history.notYet')}
            </Callout>
          ) : (
            <FieldList items={fields.map((field) => ({ key: field, label: fieldLabel(field), value: value(field) }))} />
          )}
        </section>
      )}
    </div>
  );
}
