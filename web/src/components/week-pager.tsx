import { Button } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import './week-pager.css';

export interface WeekPagerProps {
  /** The days shown, in words ("30 nov – 6 dic 2026"); announced when it changes. */
  readonly label: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** Back to the week of today; the button shows only while another week is shown. */
  readonly currentLabel: string;
  readonly isCurrent: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onCurrent: () => void;
  /** E.g. a booking week that cannot go back before today. @default false */
  readonly previousDisabled?: boolean;
}

/** Steps a week view a week at a time, with the way back to the current week. */
export function WeekPager({
  label,
  previousLabel,
  nextLabel,
  currentLabel,
  isCurrent,
  onPrevious,
  onNext,
  onCurrent,
  previousDisabled = false,
}: WeekPagerProps) {
  return (
    <nav className="week-pager" aria-label={label}>
      <Button
        icon={<ChevronLeft />}
        aria-label={previousLabel}
        title={previousLabel}
        disabled={previousDisabled}
        onClick={onPrevious}
      />
      <strong className="week-pager__label" aria-live="polite">
        {label}
      </strong>
      <Button icon={<ChevronRight />} aria-label={nextLabel} title={nextLabel} onClick={onNext} />
      {!isCurrent && <Button variant="minimal" text={currentLabel} onClick={onCurrent} />}
    </nav>
  );
}
