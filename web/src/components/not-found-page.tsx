import { Button, NonIdealState } from '@blueprintjs/core';
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
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={<Button intent="primary" text={t('notFound.home')} onClick={() => navigate('/')} />}
      />
    </div>
  );
}
