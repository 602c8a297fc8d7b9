import { Button, Card } from '@blueprintjs/core';
import { ArrowLeft, Document } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AUDITED_AGGREGATES, type AuditedAggregate, type AuditReplayResponse } from '@boxstudio/contracts';
import { AdminLayout } from '../../../components/admin/admin-header';
import { LoadState } from '../../../components/admin/load-state';
import { backPathOf } from '../../../components/admin/person-link';
import { useDocumentTitle } from '../../../components/document-title';
import type { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useGetAuditReplayQuery } from '../api';
import { useAuditWords, type AuditWords } from '../audit-words';
import { CorrelatedEvents } from '../components/correlated-events';
import { ExportButtons } from '../components/export-buttons';
import { JumpToInstant } from '../components/jump-to-instant';
import { StepDetails } from '../components/step-details';
import { Stepper, StepList } from '../components/step-list';
import { recordScreenPath } from '../record-screen';
import { useSelectedStep, useStepKeys } from '../use-selected-step';
import '../components/audit.css';

const isAggregate = (value: string): value is AuditedAggregate =>
  (AUDITED_AGGREGATES as readonly string[]).includes(value);

/**
 * A record's stream (/admin/audit/:aggregate/:id?step=<revision>): its events first to last, one of
 * them shown with who sent which command, what it changed and the state after it; stepped with the
 * buttons or the keys, or jumped to by an instant; the same operation followed into other records; and
 * the events (JSON) and states (CSV) exported.
 */
export default function AuditRecordPage() {
  const { aggregate = '', id = '' } = useParams();
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const back = backPathOf(useLocation().state, '/admin/audit');
  const known = isAggregate(aggregate);
  const replay = useGetAuditReplayQuery(
    { aggregate: known ? aggregate : 'user', id },
    { skip: !known || id === '', refetchOnMountOrArgChange: true },
  );
  const label = replay.data ? (replay.data.label ?? replay.data.id) : undefined;
  useDocumentTitle(label ? `${label} · ${t('module')}` : t('module'));
  const notFound = (replay.error as ApiError | undefined)?.status === 404;
  const failure = !known
    ? t('record.unknownKind')
    : replay.error !== undefined && errorMessage(replay.error, t(notFound ? 'record.notFound' : 'record.loadError'));

  return (
    <AdminLayout module="admin-audit">
      <Button variant="minimal" icon={<ArrowLeft />} text={t('record.back')} onClick={() => navigate(back)} />
      <LoadState loading={known && replay.isLoading} error={failure}>
        {replay.data && <RecordStream replay={replay.data} />}
      </LoadState>
    </AdminLayout>
  );
}

function RecordStream({ replay }: { readonly replay: AuditReplayResponse }) {
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const words = useAuditWords();
  const { aggregate, id, steps } = replay;
  const label = replay.label ?? id;
  const selected = useSelectedStep(steps);
  useStepKeys(selected.previous, selected.next);
  const screen = recordScreenPath(aggregate, id, steps.at(-1)?.state ?? null);

  return (
    <>
      <div className="admin-detail-title">
        <div className="audit-record-title">
          <h1 className="bp6-heading">{t('record.title', { kind: words.kind(aggregate), label })}</h1>
          <div className="audit-muted">
            {t('record.id')}: <code className="audit-id">{id}</code>
          </div>
        </div>
        <div className="admin-detail-title__actions">
          {screen && (
            <Button
              icon={<Document />}
              variant="outlined"
              text={t('record.openScreen')}
              onClick={() => navigate(screen)}
            />
          )}
          <ExportButtons record={{ aggregate, id }} />
        </div>
      </div>
      <Stepper
        steps={steps}
        index={selected.index}
        words={words}
        onPrevious={selected.previous}
        onNext={selected.next}
      />
      <div className="audit-record-grid">
        <Card className="audit-card">
          <h2 className="bp6-heading">{t('record.events')}</h2>
          <p className="audit-muted audit-keys">{t('record.keys')}</p>
          <StepList steps={steps} index={selected.index} words={words} onSelect={selected.select} />
          <JumpToInstant aggregate={aggregate} id={id} onJump={selected.select} />
        </Card>
        <div className="audit-record-step">
          {selected.step && <StepView replay={replay} words={words} step={selected.step} />}
        </div>
      </div>
    </>
  );
}

interface StepViewProps {
  readonly replay: AuditReplayResponse;
  readonly words: AuditWords;
  readonly step: AuditReplayResponse['steps'][number];
}

function StepView({ replay, words, step }: StepViewProps) {
  return (
    <>
      <StepDetails step={step} words={words} />
      <CorrelatedEvents aggregate={replay.aggregate} id={replay.id} event={step.event} words={words} />
    </>
  );
}
