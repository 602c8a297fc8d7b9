import { useState } from 'react';
import { Callout, H5, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditedAggregate } from '@boxstudio/contracts';
import { formatStudioDateTime } from '../../lib/studio-time';
import { DateTimeField } from './date-time-field';
import { FieldList } from './field-list';
import { useGetAuditStateQuery } from './history.api';
import type { RecordPresenter } from './record-presenter';

export interface AsOfStateProps<T> {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** Shows the state as the record's screen shows the record. */
  readonly presenter: RecordPresenter<T>;
}

/** A local date-time ("2026-01-10T10:30:59.999") as an instant; undefined while incomplete. */
export function instantOf(local: string): string | undefined {
  const date = new Date(local);
  return local === '' || Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Picks an instant and shows the aggregate's public state as it was then, from the audit log. */
export function AsOfState<T>({ aggregate, id, presenter }: AsOfStateProps<T>) {
  const { t, i18n } = useTranslation('admin-shell');
  const [local, setLocal] = useState('');
  const asOf = instantOf(local);
  const inputId = `as-of-${aggregate}-${id}`;
  // currentData: the state at this instant, never the previous instant's while it loads.
  const {
    currentData: data,
    isFetching,
    isError,
  } = useGetAuditStateQuery({ aggregate, id, asOf: asOf ?? '' }, { skip: asOf === undefined });

  return (
    <div className="admin-as-of">
      <DateTimeField id={inputId} label={t('history.asOf')} hint={t('history.asOfHint')} onChange={setLocal} />
      {asOf !== undefined && isFetching && <Spinner size={24} aria-label={t('states.loading')} />}
      {asOf !== undefined && isError && <Callout intent={Intent.DANGER}>{t('history.asOfError')}</Callout>}
      {asOf !== undefined && data && (
        <section className="admin-as-of__state" aria-labelledby={`${inputId}-title`}>
          <H5 id={`${inputId}-title`}>
            {t('history.asOfTitle', { date: formatStudioDateTime(data.asOf, i18n.language) })}
          </H5>
          {data.state === null ? (
            <Callout intent={Intent.WARNING} compact>
              {t('history.notYet')}
            </Callout>
          ) : (
            // The audit log answers the record's public DTO, the shape the presenter reads (contracts'
            // AuditStateResponse).
            <FieldList items={presenter.fields(data.state as T)} />
          )}
        </section>
      )}
    </div>
  );
}
