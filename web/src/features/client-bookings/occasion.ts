import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/format';
import { formatStudioDay, studioClock, studioDayOf } from '../../lib/studio-time';

/** When a class takes place, in studio time and the page's language. */
export interface Occasion {
  /** "lunes, 30 nov 2026" */
  readonly day: string;
  /** "07:00–08:00", 24-hour in every language. */
  readonly time: string;
  /** Both together, for a question or a button's name: "lunes, 30 nov 2026, 07:00–08:00". */
  readonly full: string;
}

/** Describes a booking's or an occurrence's times. */
export function useOccasion(): (slot: { readonly startTime: string; readonly endTime: string }) => Occasion {
  const { t, i18n } = useTranslation('client-bookings');
  const locale = currentLocale(i18n.language);
  return ({ startTime, endTime }) => {
    const day = formatStudioDay(studioDayOf(startTime), locale, true);
    const time = t('item.time', { from: studioClock(startTime), to: studioClock(endTime) });
    return { day, time, full: `${day}, ${time}` };
  };
}
