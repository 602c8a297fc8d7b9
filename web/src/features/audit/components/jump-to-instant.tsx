import { useState, type FormEvent } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { AuditedAggregate } from '@boxstudio/contracts';
import { instantOf } from '../../../components/admin/as-of-state';
import { DateTimeField } from '../../../components/admin/date-time-field';
import { useLazyGetAuditStateQuery } from '../../../components/admin/history.api';
import './audit.css';

export interface JumpToInstantProps {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** Shows the event of this revision: the last one that had happened by the instant. */
  readonly onJump: (revision: number) => void;
}

type Outcome = 'notYet' | 'failed' | null;

/**
 * "Ir a un momento": a studio-time date and 24-hour time; the record's state as of then (the audit's
 * own "as of", which counts an event from when it happened) says which event was the last by then, and
 * that one is shown; before the record's first event it says the record did not exist yet.
 */
export function JumpToInstant({ aggregate, id, onJump }: JumpToInstantProps) {
  const { t } = useTranslation('audit');
  const [local, setLocal] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [stateAsOf, { isFetching }] = useLazyGetAuditStateQuery();
  const asOf = instantOf(local);
  const jump = (event: FormEvent) => {
    event.preventDefault();
    if (asOf === undefined) return;
    setOutcome(null);
    stateAsOf({ aggregate, id, asOf })
      .unwrap()
      .then(({ revision }) => (revision < 0 ? setOutcome('notYet') : onJump(revision)))
      .catch(() => setOutcome('failed'));
  };
  return (
    <form className="audit-jump" onSubmit={jump}>
      <DateTimeField id="audit-jump" label={t('record.jump')} hint={t('record.jumpHint')} onChange={setLocal} />
      <Button
        type="submit"
        icon={<Time />}
        text={t('record.jumpSubmit')}
        disabled={asOf === undefined}
        loading={isFetching}
      />
      {outcome && (
        <Callout intent={outcome === 'notYet' ? Intent.WARNING : Intent.DANGER} compact role="status">
          {t(outcome === 'notYet' ? 'record.notYet' : 'record.jumpError')}
        </Callout>
      )}
    </form>
  );
}
