import type { ClassFigures } from '@boxstudio/contracts';

/** One occurrence's numbers, as the groups add them. */
export interface OccurrenceNumbers {
  readonly capacity: number;
  readonly booked: number;
  readonly started: boolean;
  readonly attended: number;
  readonly noShows: number;
}

const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** Occurrences added up per group, rates worked out at the end. */
export class ClassTally<Key> {
  private readonly groups = new Map<
    Key,
    { occurrences: number; capacity: number; booked: number; pastBooked: number; attended: number; noShows: number }
  >();

  /** Called for every occurrence of two years (tens of thousands) and each group: one lookup each. */
  add(key: Key, numbers: OccurrenceNumbers): void {
    let group = this.groups.get(key);
    if (!group) {
      group = { occurrences: 0, capacity: 0, booked: 0, pastBooked: 0, attended: 0, noShows: 0 };
      this.groups.set(key, group);
    }
    group.occurrences += 1;
    group.capacity += numbers.capacity;
    group.booked += numbers.booked;
    if (numbers.started) {
      group.pastBooked += numbers.booked;
      group.attended += numbers.attended;
      group.noShows += numbers.noShows;
    }
  }

  keys(): Key[] {
    return [...this.groups.keys()];
  }

  figures(key: Key): ClassFigures {
    const group = this.groups.get(key) ?? {
      occurrences: 0,
      capacity: 0,
      booked: 0,
      pastBooked: 0,
      attended: 0,
      noShows: 0,
    };
    return {
      ...group,
      fillRate: rate(group.booked, group.capacity),
      attendanceRate: rate(group.attended, group.pastBooked),
    };
  }
}
