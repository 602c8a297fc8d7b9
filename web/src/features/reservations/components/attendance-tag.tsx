import { Intent, Tag } from '@blueprintjs/core';
import { Cross, Tick } from '@blueprintjs/icons';
import type { ReservationAttendance } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';

/** Whether the person came: 'Asistió' or 'No asistió', with an icon as well as a colour. */
export function AttendanceTag({ attendance }: { readonly attendance: ReservationAttendance }) {
  const { t } = useTranslation('reservations');
  const attended = attendance === 'ATTENDED';
  return (
    <Tag
      minimal
      round
      className="attendance-tag"
      intent={attended ? Intent.SUCCESS : Intent.DANGER}
      icon={attended ? <Tick /> : <Cross />}
    >
      {t(`attendance.${attendance}`)}
    </Tag>
  );
}
