import { useEffect, useRef } from 'react';
import { Button } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { AuditReplayStep } from '@boxstudio/contracts';
import { useActorName } from '../../../components/admin/actor-name';
import type { AuditWords } from '../audit-words';
import './audit.css';

export interface StepperProps {
  readonly steps: readonly AuditReplayStep[];
  readonly index: number;
  readonly words: AuditWords;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/** Previous / next, and the step shown said in words, for screen readers too as it changes. */
export function Stepper({ steps, index, words, onPrevious, onNext }: StepperProps) {
  const { t } = useTranslation('audit');
  const step = steps[index];
  return (
    <div className="audit-stepper">
      <Button icon={<ChevronLeft />} text={t('record.previous')} disabled={index <= 0} onClick={onPrevious} />
      <p className="audit-stepper__status" role="status" aria-live="polite">
        {step &&
          t('record.step', {
            number: index + 1,
            total: steps.length,
            event: words.event(step.event.type),
            when: words.when(step.event.metadata.occurredAt),
          })}
      </p>
      <Button
        endIcon={<ChevronRight />}
        text={t('record.next')}
        disabled={index >= steps.length - 1}
        onClick={onNext}
      />
    </div>
  );
}

export interface StepListProps {
  readonly steps: readonly AuditReplayStep[];
  readonly index: number;
  readonly words: AuditWords;
  readonly onSelect: (revision: number) => void;
}

/** The record's events, first to last: what happened, when and who; the one shown is marked as the current step. */
export function StepList({ steps, index, words, onSelect }: StepListProps) {
  const { t } = useTranslation('audit');
  const list = useRef<HTMLOListElement>(null);
  // The step shown stays in view in the list's box as the keys move it.
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [index]);
  return (
    <ol ref={list} className="audit-steps" aria-label={t('record.eventsList')}>
      {steps.map((step, position) => (
        <li key={step.event.id}>
          <StepButton step={step} current={position === index} words={words} onSelect={onSelect} />
        </li>
      ))}
    </ol>
  );
}

interface StepButtonProps {
  readonly step: AuditReplayStep;
  readonly current: boolean;
  readonly words: AuditWords;
  readonly onSelect: (revision: number) => void;
}

function StepButton({ step, current, words, onSelect }: StepButtonProps) {
  const { event } = step;
  const actor = useActorName(event.metadata.userId);
  return (
    <button
      type="button"
      className="audit-step"
      aria-current={current ? 'step' : undefined}
      onClick={() => onSelect(event.revision)}
    >
      <strong>{words.event(event.type)}</strong>
      <span className="audit-step__meta">
        {words.when(event.metadata.occurredAt)} · {actor}
      </span>
    </button>
  );
}
