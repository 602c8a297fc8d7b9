import { useSearchParams } from 'react-router-dom';
import { AUDITED_AGGREGATES, type AuditActivityQuery, type AuditedAggregate } from '@boxstudio/contracts';
import { studioDayEndsAt, studioDayStartsAt } from '../../lib/studio-time';

/**
 * The activity list's filters, as the address keeps them (`?aggregate=payment&userId=…&from=2026-03-01`):
 * the kind of record, who acted, a range of studio days "aaaa-mm-dd" ('' for open) and a correlation id.
 */
export interface ActivityFilters {
  readonly aggregate: AuditedAggregate | '';
  readonly userId: string;
  readonly correlationId: string;
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: ActivityFilters = { aggregate: '', userId: '', correlationId: '', from: '', to: '' };

const KEYS = Object.keys(NO_FILTERS) as (keyof ActivityFilters)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAggregate = (value: string | null): value is AuditedAggregate =>
  (AUDITED_AGGREGATES as readonly (string | null)[]).includes(value);

/** The filters the address names; a kind or a day it names wrongly is no filter. */
export function filtersOf(params: URLSearchParams): ActivityFilters {
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const aggregate = params.get('aggregate');
  return {
    aggregate: isAggregate(aggregate) ? aggregate : '',
    userId: params.get('userId')?.trim() ?? '',
    correlationId: params.get('correlationId')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
  };
}

/** The address with these filters: only those set, beside whatever else it carries. */
export function paramsOf(current: URLSearchParams, filters: ActivityFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) {
    if (filters[key] === '') next.delete(key);
    else next.set(key, filters[key]);
  }
  return next;
}

/** The filters as the API takes them: the days become the instants their studio days start at, `to` the day after. */
export function activityQuery(filters: ActivityFilters): AuditActivityQuery {
  return {
    ...(filters.aggregate ? { aggregate: filters.aggregate } : {}),
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.correlationId ? { correlationId: filters.correlationId } : {}),
    ...(filters.from ? { from: studioDayStartsAt(filters.from) } : {}),
    ...(filters.to ? { to: studioDayEndsAt(filters.to) } : {}),
  };
}

/**
 * The filters in the address, so Back from a record finds the list as it was left and a filtered list
 * can be linked to; a change replaces the address rather than adding to the history.
 */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  return {
    filters: filtersOf(params),
    setFilters: (filters: ActivityFilters) => setParams((current) => paramsOf(current, filters), { replace: true }),
  };
}
