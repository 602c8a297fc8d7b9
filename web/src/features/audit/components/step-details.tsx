import { Callout, Card, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditReplayStep } from '@boxstudio/contracts';
import { useActorName } from '../../../components/admin/actor-name';
import { FieldList } from '../../../components/admin/field-list';
import type { AuditWords } from '../audit-words';
import { flattenState } from '../state-fields';
import { ChangesTable } from './changes-table';
import './audit.css';

export interface StepDetailsProps {
  readonly step: AuditReplayStep;
  readonly words: AuditWords;
}

/**
 * One event of the record: what it was, when it happened and was recorded, who sent which command under
 * which correlation and causation; what it changed; and the record's public state after it.
 */
export function StepDetails({ step, words }: StepDetailsProps) {
  const { t } = useTranslation('audit');
  const { event } = step;
  const { metadata } = event;
  const code = (text: string) => <code className="audit-id">{text}</code>;
  return (
    <>
      <Card className="audit-card">
        <h2 className="bp6-heading">{t('record.details')}</h2>
        <FieldList
          items={[
            {
              key: 'event',
              label: t('record.event'),
              value: (
                <>
                  {words.event(event.type)} {code(event.type)}
                </>
              ),
            },
            { key: 'when', label: t('record.when'), value: words.when(metadata.occurredAt) },
            { key: 'recordedAt', label: t('record.recordedAt'), value: words.when(event.recordedAt) },
            { key: 'who', label: t('record.who'), value: <Actor userId={metadata.userId} /> },
            { key: 'command', label: t('record.command'), value: code(metadata.commandType) },
            { key: 'correlation', label: t('record.correlation'), value: code(metadata.correlationId) },
            { key: 'causation', label: t('record.causation'), value: code(metadata.causationId) },
            { key: 'revision', label: t('record.revision'), value: String(event.revision) },
            { key: 'position', label: t('record.position'), value: String(event.position) },
            { key: 'eventId', label: t('record.eventId'), value: code(event.id) },
          ]}
        />
        <details className="audit-data">
          <summary>{t('record.data')}</summary>
          <pre>{JSON.stringify(event.data, null, 2)}</pre>
        </details>
      </Card>
      <Card className="audit-card">
        <h2 className="bp6-heading">{t('record.changes')}</h2>
        <ChangesTable changes={step.changes} words={words} />
      </Card>
      <Card className="audit-card">
        <h2 className="bp6-heading">{t('record.state')}</h2>
        {step.state === null ? (
          <Callout intent={Intent.WARNING} compact>
            {t('record.deleted')}
          </Callout>
        ) : (
          <FieldList
            items={flattenState(step.state).map(([path, value]) => ({
              key: path,
              label: words.field(path),
              value: words.value(value, t('values.none')),
            }))}
          />
        )}
      </Card>
    </>
  );
}

/** Who acted, with their id beside the name (a developer looks the person up by it). */
function Actor({ userId }: { readonly userId: string | null }) {
  const name = useActorName(userId);
  return (
    <>
      {name}
      {userId !== null && name !== userId && (
        <>
          {' '}
          <code className="audit-id">{userId}</code>
        </>
      )}
    </>
  );
}
