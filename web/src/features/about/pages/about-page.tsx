import { Button, Card, H1, H2, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const VALUES = ['technique', 'community', 'discipline'] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  const navigate = useNavigate();
  return (
    <div className="content-page">
      <H1>{t('title')}</H1>
      <p className="lead">{t('lead')}</p>
      <H2>{t('values.title')}</H2>
      <div className="card-grid">
        {VALUES.map((key) => (
          <Card key={key} className="program-card">
            <H4>{t(`values.${key}.title`)}</H4>
            <p>{t(`values.${key}.body`)}</p>
          </Card>
        ))}
      </div>
      <Button intent="primary" size="large" text={t('cta')} onClick={() => navigate('/register')} />
    </div>
  );
}
