import { AnchorButton, Card, H2, Intent } from '@blueprintjs/core';
import { At, Chat, Map as MapIcon, Phone, Time } from '@blueprintjs/icons';
import type { BranchSummary } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { LoadState } from '../../../components/admin/load-state';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { telLink, whatsAppLink } from '../whatsapp';
import '../components/help.css';

/** One branch's ways in: WhatsApp with the message started, phone, email, address and opening hours. */
function BranchCard({ branch, name }: { readonly branch: BranchSummary; readonly name: string | undefined }) {
  const { t } = useTranslation('help');
  const { t: common } = useTranslation();
  const message = t(name ? 'contact.messageFrom' : 'contact.message', { branch: branch.name, name });
  const chat = whatsAppLink(branch.phone, message);
  const titleId = `branch-${branch.id}`;
  return (
    <Card className="help-branch" aria-labelledby={titleId}>
      <H2 id={titleId}>{branch.name}</H2>
      {chat && (
        <AnchorButton
          // It opens WhatsApp: a link, not an action of this page (Blueprint names its anchors buttons).
          role="link"
          intent={Intent.SUCCESS}
          icon={<Chat />}
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          text={t('contact.whatsApp')}
          aria-label={t('contact.whatsAppTo', { branch: branch.name })}
        />
      )}
      <dl className="help-branch__facts">
        {branch.phone && (
          <div>
            <dt>
              <Phone aria-hidden /> {t('contact.phone')}
            </dt>
            <dd>
              <a href={telLink(branch.phone)}>{branch.phone}</a>
            </dd>
          </div>
        )}
        {branch.email && (
          <div>
            <dt>
              <At aria-hidden /> {t('contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${branch.email}`}>{branch.email}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <MapIcon aria-hidden /> {t('contact.address')}
          </dt>
          <dd>{[branch.address, branch.city, branch.state, branch.postalCode].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>
            <Time aria-hidden /> {t('contact.hours')}
          </dt>
          <dd>
            {common('footer.weekdays')}
            <br />
            {common('footer.weekend')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * /support and /chat (the floating help button's target): each active branch's contacts, from the
 * branches read model (GET /branches is public). A chat is WhatsApp with the branch's own number,
 * started with who writes; the studio runs no chat server.
 */
export function ContactPage({ kind }: { readonly kind: 'support' | 'chat' }) {
  const { t } = useTranslation('help');
  const title = t(kind === 'chat' ? 'contact.chatTitle' : 'contact.supportTitle');
  const name = useAppSelector(selectUser)?.name;
  const branches = useListBranchesQuery({ status: 'active', limit: 10 });
  const list = branches.data?.branches ?? [];
  return (
    <div className="help-page">
      <header className="help-page__header">
        <h1 className="bp6-heading">{title}</h1>
        <p className="lead">{t('contact.subtitle')}</p>
      </header>
      <LoadState loading={branches.isLoading} error={branches.isError ? t('contact.loadError') : undefined}>
        {list.length === 0 ? (
          <p>{t('contact.noBranches')}</p>
        ) : (
          <div className="help-branches">
            {list.map((branch) => (
              <BranchCard key={branch.id} branch={branch} name={name} />
            ))}
          </div>
        )}
      </LoadState>
      <p className="help-page__more">
        <Link to="/faq">{t('contact.faq')}</Link>
      </p>
    </div>
  );
}
