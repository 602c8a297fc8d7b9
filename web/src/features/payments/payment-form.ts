import { PAYMENT_LIMITS, PAYMENT_NUMBERS, type CreatePaymentRequest, type PaymentMethod } from '@boxstudio/contracts';
import type { DateTimeText } from '../../components/admin/date-time-field';
import { numberFieldProblem, textFieldProblem, type FieldProblem } from '../../lib/form-rules';
import { studioInstantOf, studioTextOf } from '../../components/admin/studio-date-time';

/** What the "Registrar Pago" dialog edits, as typed; the date as the date-time field types it. */
export interface PaymentFormValues {
  userId: string;
  /** Where the money was taken: an active branch. */
  branchId: string;
  amount: string;
  method: PaymentMethod;
  description: string;
  paidAt: DateTimeText;
}

export type PaymentField = keyof PaymentFormValues;

/** A problem of the form: the catalogue's, or a payment dated after now. */
export type PaymentProblem = FieldProblem | 'future';

/** A new payment: cash, paid now (on the studio's clock, to the minute), at the desk's own branch when it has one. */
export function emptyPaymentForm(now: Date = new Date(), branchId = ''): PaymentFormValues {
  return { userId: '', branchId, amount: '', method: 'CASH', description: '', paidAt: studioTextOf(now) };
}

const isBlank = ({ date, time }: DateTimeText) => date.trim() === '' && time.trim() === '';

/** Required, a real date and time, not after now (what was paid has been paid). */
function paidAtProblem(text: DateTimeText, now: number): PaymentProblem | undefined {
  if (isBlank(text)) return 'required';
  const instant = studioInstantOf(text);
  if (!instant) return { key: 'VALIDATION.DATE', params: {} };
  return instant.getTime() > now ? 'future' : undefined;
}

/**
 * The first problem of each field: a client, a branch, an amount in pesos above 0 with cents at most, a
 * description no longer than the API keeps, a date.
 */
export function validatePaymentForm(
  values: PaymentFormValues,
  now: number = Date.now(),
): Partial<Record<PaymentField, PaymentProblem>> {
  const problems: Record<PaymentField, PaymentProblem | undefined> = {
    userId: values.userId === '' ? 'required' : undefined,
    branchId: values.branchId === '' ? 'required' : undefined,
    amount: numberFieldProblem(values.amount, PAYMENT_NUMBERS.amount),
    method: undefined,
    description: textFieldProblem(values.description, { required: false, max: PAYMENT_LIMITS.descriptionMax }),
    paidAt: paidAtProblem(values.paidAt, now),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Partial<
    Record<PaymentField, PaymentProblem>
  >;
}

/** A valid form as POST /payments takes it: the date in UTC, no empty description. */
export function toCreatePaymentRequest(values: PaymentFormValues): CreatePaymentRequest {
  const description = values.description.trim();
  return {
    userId: values.userId,
    branchId: values.branchId,
    amount: Number(values.amount),
    method: values.method,
    ...(description ? { description } : {}),
    paidAt: studioInstantOf(values.paidAt)?.toISOString() ?? new Date().toISOString(),
  };
}
