import {
  minutesOfDay,
  openingHours,
  TIME_OF_DAY_PATTERN,
  type ClassScheduleSlot,
  type DayOfWeek,
} from '@boxstudio/contracts';

/** A slot as the editor holds it (times as typed). */
export interface EditedSlot {
  readonly key: number;
  readonly dayOfWeek: DayOfWeek;
  readonly startTime: string;
  readonly endTime: string;
}

export type SlotProblem = 'required' | 'endBeforeStart' | 'overlap';

/** The problem of each slot the API would refuse (bad time, end not after start, overlap on its day). */
export function slotProblems(slots: readonly EditedSlot[]): Map<number, SlotProblem> {
  const problems = new Map<number, SlotProblem>();
  for (const slot of slots) {
    if (!TIME_OF_DAY_PATTERN.test(slot.startTime) || !TIME_OF_DAY_PATTERN.test(slot.endTime))
      problems.set(slot.key, 'required');
    else if (minutesOfDay(slot.endTime) <= minutesOfDay(slot.startTime)) problems.set(slot.key, 'endBeforeStart');
  }
  // Overlaps among the slots whose times are sound: both slots of an overlap are marked.
  const sound = slots.filter((slot) => !problems.has(slot.key));
  for (const slot of sound) {
    const overlaps = sound.some(
      (other) =>
        other.key !== slot.key &&
        other.dayOfWeek === slot.dayOfWeek &&
        minutesOfDay(other.startTime) < minutesOfDay(slot.endTime) &&
        minutesOfDay(slot.startTime) < minutesOfDay(other.endTime),
    );
    if (overlaps) problems.set(slot.key, 'overlap');
  }
  return problems;
}

/** Whether a valid slot falls outside the opening hours (a warning: special classes run 24/7). */
export function outsideOpeningHours(slot: EditedSlot): boolean {
  if (!TIME_OF_DAY_PATTERN.test(slot.startTime) || !TIME_OF_DAY_PATTERN.test(slot.endTime)) return false;
  const { open, close } = openingHours(slot.dayOfWeek);
  return minutesOfDay(slot.startTime) < open || minutesOfDay(slot.endTime) > close;
}

export const toSchedules = (slots: readonly EditedSlot[]): ClassScheduleSlot[] =>
  slots.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }));
