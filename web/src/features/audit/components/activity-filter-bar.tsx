import { useEffect, useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { FilterRemove } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { AUDITED_AGGREGATES, ROLES, type AuditedAggregate } from '@boxstudio/contracts';
import { useActorName } from '../../../components/admin/actor-name';
import { DayInput } from '../../../components/admin/date-time-field';
import { SearchableSelect, type SelectOption } from '../../../components/searchable-select';
import { SelectInput } from '../../../components/select-input';
import { useListPeopleQuery } from '../../employees';
import { NO_FILTERS, type ActivityFilters } from '../activity-filters';
import { useAuditWords } from '../audit-words';
import './audit.css';

/** Who acts on the studio's records: its staff (a client acts only on its own bookings, found by its link). */
const STAFF = ROLES.filter((role) => role !== 'CLIENT');

export interface ActivityFilterBarProps {
  readonly filters: ActivityFilters;
  readonly onChange: (filters: ActivityFilters) => void;
}

/** The activity's filters: kind of record, who acted, studio days from/to, and a correlation id. */
export function ActivityFilterBar({ filters, onChange }: ActivityFilterBarProps) {
  const { t } = useTranslation('audit');
  const words = useAuditWords();
  const people = usePeopleOptions(filters.userId);
  const [correlation, setCorrelation] = useState(filters.correlationId);
  // Follow a correlation set from outside (Clear, or a link that filters by one).
  useEffect(() => setCorrelation(filters.correlationId), [filters.correlationId]);
  const applyCorrelation = () => {
    if (correlation.trim() !== filters.correlationId) onChange({ ...filters, correlationId: correlation.trim() });
  };
  // A day half typed sets no filter yet, but Clear empties it too: its input starts again.
  const [clears, setClears] = useState(0);
  const anySet = Object.entries(filters).some(([key, value]) => value !== NO_FILTERS[key as keyof ActivityFilters]);

  return (
    <div className="admin-filter-bar audit-filters" role="search" aria-label={t('activity.title')}>
      <FormGroup label={t('filters.kind')} labelFor="audit-activity-kind">
        <SelectInput
          id="audit-activity-kind"
          value={filters.aggregate}
          options={[
            { value: '', label: t('filters.allKinds') },
            ...AUDITED_AGGREGATES.map((value) => ({ value, label: words.kind(value) })),
          ]}
          onChange={(event) => onChange({ ...filters, aggregate: event.currentTarget.value as AuditedAggregate | '' })}
        />
      </FormGroup>
      <FormGroup label={t('filters.person')} labelFor="audit-activity-person" className="audit-filters__person">
        <SearchableSelect
          id="audit-activity-person"
          value={filters.userId}
          options={people}
          emptyLabel={t('filters.anyone')}
          searchLabel={t('filters.searchPerson')}
          onChange={(userId) => onChange({ ...filters, userId })}
        />
      </FormGroup>
      {(['from', 'to'] as const).map((key) => (
        <FormGroup key={key} label={t(`filters.${key}`)} labelFor={`audit-activity-${key}`}>
          <DayInput
            key={clears}
            id={`audit-activity-${key}`}
            value={filters[key]}
            onChange={(day) => onChange({ ...filters, [key]: day })}
          />
        </FormGroup>
      ))}
      <FormGroup
        label={t('filters.correlation')}
        labelFor="audit-activity-correlation"
        helperText={t('filters.correlationHint')}
        className="audit-filters__correlation"
      >
        <InputGroup
          id="audit-activity-correlation"
          autoComplete="off"
          spellCheck={false}
          value={correlation}
          onValueChange={setCorrelation}
          onBlur={applyCorrelation}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyCorrelation();
          }}
        />
      </FormGroup>
      <Button
        icon={<FilterRemove />}
        text={t('filters.clear')}
        disabled={!anySet}
        onClick={() => {
          setClears((count) => count + 1);
          onChange(NO_FILTERS);
        }}
      />
    </div>
  );
}

/** The studio's staff to choose from, and the person the address names when they are not staff (a client). */
function usePeopleOptions(chosen: string): SelectOption[] {
  const { data } = useListPeopleQuery({ roles: STAFF, status: 'all', page: 1, limit: 100 });
  const chosenName = useActorName(chosen === '' ? null : chosen);
  const staff = (data?.users ?? []).map((person) => ({ value: person.id, label: person.name }));
  const listed = chosen === '' || staff.some((option) => option.value === chosen);
  return listed ? staff : [...staff, { value: chosen, label: chosenName }];
}
