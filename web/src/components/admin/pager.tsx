import { Button, ButtonGroup } from '@blueprintjs/core';
import type { PageInfo } from '@boxstudio/contracts';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import './admin.css';

/** Page buttons shown at most, around the current page. */
const WINDOW = 7;

export interface PagerProps {
  /** How many rows match, over every page. */
  readonly total: number;
  /** The page shown, from 1. */
  readonly page: number;
  readonly totalPages: number;
  /** Rows per page. */
  readonly limit: number;
  readonly onPage: (page: number) => void;
  /**
   * How to name a number of rows ("25 sucursales").
   * @default the shared "{{count}} registros"
   */
  readonly countLabel?: (count: number) => string;
}

/** The first and last page numbers of the window of buttons around `page`. */
export function pageWindow(page: number, totalPages: number, size = WINDOW): [number, number] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  return [first, Math.min(totalPages, first + size - 1)];
}

/**
 * The row count under an admin table: just the count when everything fits on one page; otherwise
 * "Mostrando 11-20 de 25 …" with previous, numbered and next buttons (spec §2: a pager appears
 * when there is more than one page).
 */
export function Pager({ total, page, totalPages, limit, onPage, countLabel }: PagerProps) {
  const { t } = useTranslation('admin-shell');
  const count = countLabel ? countLabel(total) : t('pager.count', { count: total });
  if (totalPages <= 1) {
    return (
      <div className="admin-pager">
        <span>{count}</span>
      </div>
    );
  }
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const [first, last] = pageWindow(page, totalPages);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <div className="admin-pager">
      <span>{t('pager.range', { from, to, total: count })}</span>
      <nav aria-label={t('pager.page', { page, pages: totalPages })}>
        <ButtonGroup>
          <Button
            icon={<ChevronLeft />}
            aria-label={t('pager.previous')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          />
          {numbers.map((number) => (
            <Button
              key={number}
              text={String(number)}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            />
          ))}
          <Button
            icon={<ChevronRight />}
            aria-label={t('pager.next')}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          />
        </ButtonGroup>
      </nav>
    </div>
  );
}

export interface ListPagerProps extends Pick<PagerProps, 'onPage' | 'countLabel'> {
  /** The page the server answered; nothing shows before it arrives. */
  readonly data: PageInfo | undefined;
}

/**
 * The pager of a short list of one's own (bookings, payments): nothing at all while everything fits
 * on one page, where an admin table would still say its count.
 */
export function ListPager({ data, onPage, countLabel }: ListPagerProps) {
  if (!data || data.totalPages <= 1) return null;
  return (
    <Pager
      total={data.total}
      page={data.currentPage}
      totalPages={data.totalPages}
      limit={data.limit}
      onPage={onPage}
      {...(countLabel ? { countLabel } : {})}
    />
  );
}
