import { Button, ButtonGroup, Classes, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { addStudioDays, type StudioDay } from '../../../lib/studio-time';

export interface DayPickerProps {
  readonly day: StudioDay;
  readonly today: StudioDay;
  readonly onChange: (day: StudioDay) => void;
}

const SHORTCUTS = [
  ['yesterday', -1],
  ['today', 0],
  ['tomorrow', 1],
] as const;

/** Ayer / Hoy / Mañana in one tap, any other day from the browser's calendar: nothing to type. */
export function DayPicker({ day, today, onChange }: DayPickerProps) {
  const { t } = useTranslation('front-desk');
  return (
    <div className="front-desk-day-picker">
      <ButtonGroup aria-label={t('day.label')}>
        {SHORTCUTS.map(([name, offset]) => {
          const target = addStudioDays(today, offset);
          return (
            <Button
              key={name}
              text={t(`day.${name}`)}
              intent={day === target ? Intent.PRIMARY : Intent.NONE}
              aria-pressed={day === target}
              onClick={() => onChange(target)}
            />
          );
        })}
      </ButtonGroup>
      <label className="front-desk-day-picker__date">
        <span>{t('day.other')}</span>
        <input
          type="date"
          className={Classes.INPUT}
          value={day}
          required
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
        />
      </label>
    </div>
  );
}
