import type { ClassDto, DayOfWeek } from '@boxstudio/contracts';

/** Monday first, as a studio's week is read (0 = Sunday on the wire). */
export const WEEK: readonly DayOfWeek[] = [1, 2, 3, 4, 5, 6, 0];

export interface WeekSlot {
  readonly startTime: string;
  readonly endTime: string;
  readonly item: ClassDto;
}

/** Each day's slots of these classes, by start time. */
export function slotsByDay(classes: readonly ClassDto[]): Map<DayOfWeek, WeekSlot[]> {
  const days = new Map<DayOfWeek, WeekSlot[]>(WEEK.map((day) => [day, []]));
  for (const item of classes)
    for (const slot of item.schedules)
      days.get(slot.dayOfWeek)?.push({ startTime: slot.startTime, endTime: slot.endTime, item });
  for (const slots of days.values())
    slots.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.item.name.localeCompare(b.item.name));
  return days;
}

/** Prices as the classes screen shows them: a $ prefix. */
export const price = (amount: number): string => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
