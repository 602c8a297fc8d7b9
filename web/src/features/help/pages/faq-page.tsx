import { Callout } from '@blueprintjs/core';
import { Chat } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../components/help.css';

/** The FAQ's sections in the order a new client asks; each names its questions under `faq.sections.<key>`. */
const SECTIONS = ['memberships', 'bookings', 'sample', 'payments', 'hours'] as const;

interface Answered {
  readonly q: string;
  readonly a: string;
}

/**
 * /faq: the questions the front desk answers most, grouped, each opened on demand (a native
 * `details`: the keyboard and screen readers work as everywhere). The answers follow the product's
 * rules (CONTRACT.md: one live membership, renewals, freezes, bookings, the sample class).
 */
export function FaqPage() {
  const { t } = useTranslation('help');
  return (
    <div className="help-page">
      <header className="help-page__header">
        <h1 className="bp6-heading">{t('faq.title')}</h1>
        <p className="lead">{t('faq.subtitle')}</p>
      </header>
      {SECTIONS.map((section) => {
        const items = t(`faq.sections.${section}.items`, { returnObjects: true }) as readonly Answered[];
        return (
          <section key={section} className="help-page__section" aria-labelledby={`faq-${section}`}>
            <h2 id={`faq-${section}`} className="bp6-heading">
              {t(`faq.sections.${section}.title`)}
            </h2>
            {items.map((item) => (
              <details key={item.q} className="help-faq__item">
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </section>
        );
      })}
      <Callout icon={<Chat />} className="help-page__more">
        <Link to="/support">{t('faq.contact')}</Link>
      </Callout>
    </div>
  );
}
