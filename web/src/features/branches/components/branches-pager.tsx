import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface BranchesPagerProps {
  readonly total: number;
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

/** The count of branches always; page buttons only when there is more than one page (spec §2). */
export function BranchesPager({ total, page, totalPages, onPage }: BranchesPagerProps) {
  const { t } = useTranslation('branches');
  return (
    <div className="branches-pager">
      <span>{t('table.total', { count: total })}</span>
      {totalPages > 1 && (
        <nav aria-label={t('table.page', { page, pages: totalPages })}>
          <ButtonGroup>
            <Button icon={<ChevronLeft />} aria-label={t('table.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
            {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
              <Button key={number} text={String(number)} active={number === page} aria-current={number === page ? 'page' : undefined} onClick={() => onPage(number)} />
            ))}
            <Button icon={<ChevronRight />} aria-label={t('table.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)} />
          </ButtonGroup>
        </nav>
      )}
    </div>
  );
}
