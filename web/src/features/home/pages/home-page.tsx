import { Button, Card, H2, H4 } from '@blueprintjs/core';
import { Heart, Person, Flame } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HeroVideo } from '../components/hero-video';
import { NewsletterForm } from '../components/newsletter-form';
import './home-page.css';

const PROGRAMS = [
  { key: 'cardioBox', icon: <Heart size={28} /> },
  { key: 'boxStudio', icon: <Flame size={28} /> },
  { key: 'personal', icon: <Person size={28} /> },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <HeroVideo label={t('hero.videoLabel')} />
        <div className="hero__overlay" />
        <div className="hero__content">
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__subtitle">{t('hero.subtitle')}</p>
          <div className="hero__actions">
            <Button size="large" intent="primary" text={t('hero.cta')} onClick={() => navigate('/register')} />
            <Button
              size="large"
              variant="outlined"
              className="hero__secondary"
              text={t('hero.secondary')}
              onClick={() => navigate('/about')}
            />
          </div>
        </div>
      </section>

      <section className="section">
        <Card className="page-card">
          <NewsletterForm />
        </Card>
      </section>

      <section id="mission" className="section mission" aria-labelledby="mission-title">
        <H2 id="mission-title">{t('mission.title')}</H2>
        <p className="mission__body">{t('mission.body')}</p>
      </section>

      <section id="programs" className="section" aria-labelledby="programs-title">
        <H2 id="programs-title">{t('programs.title')}</H2>
        <div className="programs">
          {PROGRAMS.map(({ key, icon }) => (
            <Card key={key} className="program-card" elevation={1}>
              <span className="program-card__icon" aria-hidden>
                {icon}
              </span>
              <H4>{t(`programs.${key}.title`)}</H4>
              <p>{t(`programs.${key}.body`)}</p>
            </Card>
          ))}
        </div>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <H2 id="cta-title">{t('cta.title')}</H2>
        <p>{t('cta.body')}</p>
        <Button size="large" intent="primary" text={t('cta.button')} onClick={() => navigate('/register')} />
      </section>
    </div>
  );
}
