import { useEffect, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { clockOf, DateTimeInputs, NO_DATE_TIME, type DateTimeText } from '../../../components/admin/date-time-field';
import { FormField } from '../../../components/admin/form-field';
import { studioInstantOf, studioTextOf } from '../../../components/admin/studio-date-time';
import { reportMessage } from '../report-format';

/** The last millisecond of a minute: what was recorded during the minute typed counts, as the history's "as of". */
const MINUTE_END_MS = 59_999;

/**
 * The instant a minute typed on the studio's clock names for a report: its end, or now while it is going
 * on (the API refuses the future); null when it has not started yet.
 */
export function asOfInstantOf(typed: DateTimeText, now: number = Date.now()): string | null {
  const start = studioInstantOf(typed);
  if (start === null || start.getTime() > now) return null;
  return new Date(Math.min(start.getTime() + MINUTE_END_MS, now)).toISOString();
}

/** Whether the text typed names the minute of the instant (or both are empty). */
function names(typed: DateTimeText, asOf: string | null): boolean {
  const shown = asOf ? studioTextOf(asOf) : NO_DATE_TIME;
  return typed.date === shown.date && clockOf(typed.time) === shown.time;
}

export interface AsOfFieldProps {
  readonly id: string;
  /** The instant shown (ISO), null for now. */
  readonly value: string | null;
  readonly onChange: (asOf: string | null) => void;
}

/**
 * "Al corte de": a date and a 24-hour time on the studio's clock, the reports shown as they stood then.
 * Only a whole date and time that has already come changes anything; one still to come is refused here,
 * with the API's words, and nothing is asked. Emptied, or cleared with its button, the reports are now's.
 * It follows the instant set from outside (the address: Back, a shared link).
 */
export function AsOfField({ id, value, onChange }: AsOfFieldProps) {
  const { t, i18n } = useTranslation('reports');
  const [typed, setTyped] = useState<DateTimeText>(() => (value ? studioTextOf(value) : NO_DATE_TIME));
  useEffect(() => {
    setTyped((current) => (names(current, value) ? current : value ? studioTextOf(value) : NO_DATE_TIME));
  }, [value]);
  const start = studioInstantOf(typed);
  const future = start !== null && start.getTime() > Date.now();
  const change = (next: DateTimeText) => {
    setTyped(next);
    if (next.date === '' && next.time === '') return onChange(null);
    const asOf = asOfInstantOf(next);
    if (asOf !== null) onChange(asOf);
  };
  const clear = () => {
    setTyped(NO_DATE_TIME);
    onChange(null);
  };
  const empty = typed.date === '' && typed.time === '';
  return (
    <FormField
      id={id}
      label={t('asOf.label')}
      error={future ? reportMessage('REPORT.AS_OF_FUTURE', i18n.language) : undefined}
    >
      <div className="reports-as-of-field">
        <DateTimeInputs id={id} value={typed} onChange={change} intent={future ? Intent.DANGER : Intent.NONE} />
        {!empty && (
          <Button
            variant="minimal"
            icon={<Cross />}
            aria-label={t('asOf.clear')}
            title={t('asOf.clear')}
            onClick={clear}
          />
        )}
      </div>
    </FormField>
  );
}
