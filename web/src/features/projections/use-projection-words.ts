import { useTranslation } from 'react-i18next';
import type { ProjectionRebuildProgress } from '@boxstudio/contracts';
import { currentLocale } from '../../lib/format';
import { STUDIO_ZONE } from '../../lib/studio-time';
import { secondsBetween, secondsLeft } from './projection-figures';

/** The console's figures in words, in the page's language. */
export interface ProjectionWords {
  /** A count: "12.345" / "12,345". */
  readonly count: (value: number) => string;
  /** Events per second, to one decimal below 10 ("2,5"), whole above. */
  readonly rate: (eventsPerSecond: number) => string;
  /** "menos de 1 s", "2 s", "3 min 5 s", "1 h 20 min". */
  readonly duration: (seconds: number) => string;
  /** "al día", or "3 eventos · 2 s". */
  readonly lag: (events: number, seconds: number) => string;
  /** "1.234 de 1.240": how far in the log, of how far it goes. */
  readonly position: (position: number, head: number) => string;
  /** The studio's clock to the second ("18:05:03"). */
  readonly clock: (instant: string) => string;
  /** "1.200 de 5.000 eventos · 840 eventos/s · quedan unos 5 s"; once over, "… · terminada en 6 s". */
  readonly progress: (progress: ProjectionRebuildProgress) => string;
}

export function useProjectionWords(): ProjectionWords {
  const { t, i18n } = useTranslation('projections');
  const locale = currentLocale(i18n.language);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const clockFormat = new Intl.DateTimeFormat(locale, {
    timeZone: STUDIO_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

  const count = (value: number) => whole.format(value);
  const duration = (seconds: number) => {
    if (seconds < 1) return t('duration.underSecond');
    const rounded = Math.round(seconds);
    if (rounded < 60) return t('duration.seconds', { seconds: rounded });
    if (rounded < 3600) return t('duration.minutes', { minutes: Math.floor(rounded / 60), seconds: rounded % 60 });
    return t('duration.hours', { hours: Math.floor(rounded / 3600), minutes: Math.floor((rounded % 3600) / 60) });
  };
  const rate = (eventsPerSecond: number) =>
    eventsPerSecond < 10 ? oneDecimal.format(eventsPerSecond) : whole.format(eventsPerSecond);

  return {
    count,
    rate,
    duration,
    lag: (events, seconds) =>
      events <= 0
        ? t('figures.upToDate')
        : t('figures.lag', { count: events, events: count(events), time: duration(seconds) }),
    position: (position, head) => t('figures.position', { position: count(position), head: count(head) }),
    clock: (instant) => clockFormat.format(new Date(instant)),
    progress: (progress) => {
      const events = { done: count(progress.done), total: count(progress.total) };
      if (progress.finishedAt !== null)
        return t('rebuild.finished', {
          ...events,
          time: duration(secondsBetween(progress.startedAt, progress.finishedAt)),
        });
      const left = secondsLeft(progress);
      return t('rebuild.progress', {
        ...events,
        rate: rate(progress.eventsPerSecond),
        eta: left === null ? t('rebuild.etaUnknown') : t('rebuild.eta', { time: duration(left) }),
      });
    },
  };
}
