import { Card, H1, NonIdealState } from '@blueprintjs/core';
import { Build } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** Stands in for a screen that arrives with later work. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card className="page-card coming-soon">
      <H1>{title}</H1>
      <NonIdealState icon={<Build size={48} />} title={t('comingSoon.title')} description={t('comingSoon.body')} />
    </Card>
  );
}

/** A public or personal screen that arrives later; `page` is a key under `pages` in common. */
export function ComingSoonPage({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <ComingSoon title={t(`pages.${page}`)} />
    </div>
  );
}
