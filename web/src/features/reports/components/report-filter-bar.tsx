import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/admin/date-time-field';
import { SelectInput } from '../../../components/select-input';
import { REPORT_PRESETS, type ReportPreset } from '../report-range';
import type { ReportFilters } from '../use-report-filters';

export interface ReportFilterBarProps {
  readonly filters: ReportFilters;
  /** The branches to choose among; without them the bar is the period only (an instructor's own classes). */
  readonly branches?: readonly { readonly id: string; readonly name: string }[];
  /** The screen's own filters after these (the admins' "Al corte de"). */
  readonly children?: ReactNode;
}

const isPreset = (value: string): value is ReportPreset => REPORT_PRESETS.some((preset) => preset === value);

/**
 * The period (a quick choice, or two studio days typed "dd/mm/aaaa" or picked) and, given branches,
 * the branch of every report on the screen, then the screen's own filters. A day typed in part changes
 * nothing until it is a real day.
 */
export function ReportFilterBar({ filters, branches, children }: ReportFilterBarProps) {
  const { t } = useTranslation('reports');
  const { range } = filters;
  const presets = [
    ...REPORT_PRESETS.map((preset) => ({ value: preset, label: t(`filters.presets.${preset}`) })),
    // Shown when the days typed are no quick choice; not a choice of its own.
    { value: 'custom', label: t('filters.presets.custom'), disabled: true },
  ];
  return (
    <div
      className="admin-filter-bar reports-filters"
      role="group"
      aria-label={t(branches ? 'filters.label' : 'filters.periodLabel')}
    >
      <FormGroup label={t('filters.period')} labelFor="reports-period">
        <SelectInput
          id="reports-period"
          value={filters.preset}
          options={presets}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isPreset(chosen)) filters.setPreset(chosen);
          }}
        />
      </FormGroup>
      <FormGroup label={t('filters.from')} labelFor="reports-startDate">
        <DayInput
          id="reports-startDate"
          value={range.startDate}
          onChange={(day) => day && filters.setRange({ startDate: day })}
        />
      </FormGroup>
      <FormGroup label={t('filters.to')} labelFor="reports-endDate">
        <DayInput
          id="reports-endDate"
          value={range.endDate}
          onChange={(day) => day && filters.setRange({ endDate: day })}
        />
      </FormGroup>
      {branches && (
        <FormGroup label={t('filters.branch')} labelFor="reports-branchId">
          <SelectInput
            id="reports-branchId"
            value={filters.branchId}
            options={[
              { value: '', label: t('filters.allBranches') },
              ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
            ]}
            onChange={(event) => filters.setBranch(event.currentTarget.value)}
          />
        </FormGroup>
      )}
      {children}
    </div>
  );
}
