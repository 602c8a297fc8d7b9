import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FilterRemove, Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { BranchStatusFilter } from '@boxstudio/contracts';

export interface BranchFiltersProps {
  readonly search: string;
  readonly status: BranchStatusFilter;
  readonly onSearchChange: (value: string) => void;
  readonly onStatusChange: (value: BranchStatusFilter) => void;
  readonly onClear: () => void;
}

const STATUSES: readonly BranchStatusFilter[] = ['all', 'active', 'inactive'];

export function BranchFilters({ search, status, onSearchChange, onStatusChange, onClear }: BranchFiltersProps) {
  const { t } = useTranslation('branches');
  return (
    <div className="branches-toolbar" role="search">
      <FormGroup label={t('filters.search')} labelFor="branches-search" className="branches-search">
        <InputGroup
          id="branches-search"
          type="search"
          leftIcon={<Search />}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </FormGroup>
      <FormGroup label={t('filters.status')} labelFor="branches-status">
        <HTMLSelect id="branches-status" value={status} onChange={(event) => onStatusChange(event.currentTarget.value as BranchStatusFilter)}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`filters.${value}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button icon={<FilterRemove />} text={t('filters.clear')} onClick={onClear} disabled={search === '' && status === 'all'} />
    </div>
  );
}
