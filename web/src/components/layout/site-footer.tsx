import { H5 } from '@blueprintjs/core';
import { Map as MapIcon, Phone, Time } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useListBranchesQuery } from '../../features/branches';
import { SocialLinks } from './social-links';

function BranchContacts() {
  const { t } = useTranslation();
  // The public list (GET /branches needs no login): the active branches, first page.
  const { data, isError } = useListBranchesQuery({ status: 'active', limit: 10 });
  if (isError) return <p className="site-footer__muted">{t('footer.branchesUnavailable')}</p>;
  return (
    <ul className="site-footer__branches">
      {(data?.branches ?? []).map((branch) => (
        <li key={branch.id}>
          <strong>{branch.name}</strong>
          {branch.phone && (
            <span>
              <Phone size={12} aria-hidden /> <span className="visually-hidden">{t('footer.phone')}: </span>
              <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
            </span>
          )}
          <span>
            <MapIcon size={12} aria-hidden /> <span className="visually-hidden">{t('footer.address')}: </span>
            {[branch.address, branch.city, branch.state].filter(Boolean).join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section>
          <H5 className="site-footer__brand">{t('appName')}</H5>
          <p className="site-footer__muted">{t('footer.description')}</p>
          <SocialLinks />
        </section>
        <section aria-labelledby="footer-contact">
          <H5 id="footer-contact">{t('footer.contact')}</H5>
          <BranchContacts />
        </section>
        <section aria-labelledby="footer-schedule">
          <H5 id="footer-schedule">
            <Time aria-hidden /> {t('footer.schedule')}
          </H5>
          <ul className="site-footer__hours">
            <li>{t('footer.weekdays')}</li>
            <li>{t('footer.weekend')}</li>
            <li>{t('footer.special')}</li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
