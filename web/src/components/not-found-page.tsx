import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="content-page">
      <NonIdealState
        icon={<Search size={48} />}
        // The screen's name is its h1 (NonIdealState's own title is an h4).
        description={
          <div>
            <H1 className="not-found__title">{t('notFound.title')}</H1>
            <p>{t('notFound.body')}</p>
          </div>
        }
        action={<Button intent="primary" text={t('notFound.home')} onClick={() => navigate('/')} />}
      />
    </div>
  );
}
