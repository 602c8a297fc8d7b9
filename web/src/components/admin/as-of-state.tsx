import { useState } from 'react';
import { Callout, H5, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditedAggregate } from '@boxstudio/contracts';
import { DateTime } from 'luxon';
import { formatStudioDateTime, STUDIO_ZONE } from '../../lib/studio-time';
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

/**
 * A date-time typed on the studio's clock ("2026-01-10T10:30:59.999") as an instant, whatever the
 * browser's own zone; undefined while incomplete.
 */
export function instantOf(local: string): string | undefined {
  if (local === '') return undefined;
  const instant = DateTime.fromISO(local, { zone: STUDIO_ZONE });
  return instant.isValid ? (instant.toUTC().toISO() ?? undefined) : undefined;
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
