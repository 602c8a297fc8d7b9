import { Intent, Tag } from '@blueprintjs/core';
import { Cross, Tick } from '@blueprintjs/icons';
import type { ReservationAttendance } from '@boxstudio/contracts';

export interface AttendanceTagProps {
  readonly attendance: ReservationAttendance;
  /** The word in the page's language ("Asistió"). */
  readonly label: string;
}

/** Whether the person came: 'Asistió' or 'No asistió', with an icon as well as a colour; staff and client screens. */
export function AttendanceTag({ attendance, label }: AttendanceTagProps) {
  const attended = attendance === 'ATTENDED';
  return (
    <Tag
      minimal
      round
      className="attendance-tag"
      intent={attended ? Intent.SUCCESS : Intent.DANGER}
      icon={attended ? <Tick /> : <Cross />}
    >
      {label}
    </Tag>
  );
}
