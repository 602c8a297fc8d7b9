import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AUDITED_AGGREGATES, type AuditedAggregate } from '@boxstudio/contracts';
import { auditRecordPath } from '../../../components/admin/audit-path';
import { backStateOf } from '../../../components/admin/person-link';
import { SelectInput } from '../../../components/select-input';
import { useSearchAuditRecordsQuery } from '../api';
import { useAuditWords } from '../audit-words';
import './audit.css';

/** The server searches from two characters on (fewer would match half the studio). */
const SHORTEST_SEARCH = 2;
/** How long typing must pause before the search is sent: one request per search, not per key. */
const PAUSE_MS = 300;

/**
 * Finding a record by name, email or id (of its person, for a membership or a booking), in one kind of
 * record or all; each finding leads to its stream in the console.
 */
export function RecordSearch() {
  const { t } = useTranslation('audit');
  const words = useAuditWords();
  const location = useLocation();
  const [typed, setTyped] = useState('');
  const [kind, setKind] = useState<AuditedAggregate | ''>('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const ready = asked.length >= SHORTEST_SEARCH;
  // currentData: this search's findings, never the previous one's while it loads.
  const { currentData, isFetching, isError } = useSearchAuditRecordsQuery(
    { q: asked, ...(kind ? { aggregate: kind } : {}) },
    { skip: !ready },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed.trim());
  };

  return (
    <Card className="audit-card">
      <h2 className="bp6-heading" id="audit-search-title">
        {t('search.title')}
      </h2>
      <form className="audit-search" role="search" aria-labelledby="audit-search-title" onSubmit={submit}>
        <FormGroup label={t('search.kind')} labelFor="audit-search-kind">
          <SelectInput
            id="audit-search-kind"
            value={kind}
            options={[
              { value: '', label: t('search.allKinds') },
              ...AUDITED_AGGREGATES.map((value) => ({ value, label: words.kind(value) })),
            ]}
            onChange={(event) => setKind(event.currentTarget.value as AuditedAggregate | '')}
          />
        </FormGroup>
        <FormGroup label={t('search.query')} labelFor="audit-search-q" className="audit-search__query">
          <InputGroup
            id="audit-search-q"
            type="search"
            autoComplete="off"
            leftIcon={<Search />}
            placeholder={t('search.placeholder')}
            value={typed}
            onValueChange={setTyped}
          />
        </FormGroup>
        <Button type="submit" icon={<Search />} text={t('search.submit')} />
      </form>
      {asked.length > 0 && !ready && <p className="audit-muted">{t('search.tooShort')}</p>}
      {ready && isFetching && <Spinner size={24} aria-label={t('states.loading', { ns: 'admin-shell' })} />}
      {ready && isError && <Callout intent={Intent.DANGER}>{t('search.error')}</Callout>}
      {ready && currentData?.items.length === 0 && <p>{t('search.none', { q: asked })}</p>}
      {ready && currentData && currentData.items.length > 0 && (
        <ul className="audit-findings" aria-label={t('search.results')}>
          {currentData.items.map((finding) => (
            <li key={`${finding.aggregate}-${finding.id}`}>
              <Link
                className="audit-link"
                to={auditRecordPath(finding.aggregate, finding.id)}
                state={backStateOf(location)}
              >
                {finding.label}
              </Link>{' '}
              <Tag minimal>{words.kind(finding.aggregate)}</Tag>
              {finding.detail && <div className="audit-muted">{finding.detail}</div>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
