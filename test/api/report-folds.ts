import type { RecordedEvent } from '../../api/src/platform/event-log/event-log.port.js';
import type { StudioCalendar } from '../../api/src/platform/time/studio-calendar.js';

/**
 * Revenue by studio day folded straight from the payment events, without any read model: what the
 * revenue report must equal (docs/metrics.md). A completed payment counts on the day it was paid, a
 * credit (kind REFUND) negatively; a refund or a void takes it out of that day again.
 */
export function revenueCentsByDay(events: readonly RecordedEvent[], calendar: StudioCalendar): Map<string, number> {
  const payments = new Map<string, { day: string; cents: number; counted: boolean }>();
  for (const { type, data } of events) {
    const id = String(data['paymentId']);
    if (type === 'PaymentRecorded')
      payments.set(id, {
        day: calendar.dayOf(new Date(String(data['paidAt']))),
        cents: (data['kind'] === 'REFUND' ? -1 : 1) * Math.round(Number(data['amount']) * 100),
        counted: data['status'] === 'COMPLETED',
      });
    const payment = payments.get(id);
    if ((type === 'PaymentRefunded' || type === 'PaymentVoided') && payment) payment.counted = false;
  }
  const byDay = new Map<string, number>();
  for (const { day, cents, counted } of payments.values()) if (counted) byDay.set(day, (byDay.get(day) ?? 0) + cents);
  return byDay;
}
