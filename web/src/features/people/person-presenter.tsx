import { useTranslation } from 'react-i18next';
import type { AuditEventDto, Role, UserDto } from '@boxstudio/contracts';
import { useRecordPresenter, type RecordPresenter } from '../../components/admin/record-presenter';
import { RoleTag } from '../../components/role-tag';
import type { PersonKind } from '../../components/admin/person-link';
import { currentLocale } from '../../lib/format';
import { formatStudioShortDay } from '../../lib/studio-time';

/** The contact details each page shows, in order (name and status are in its title). */
const FIELDS: Record<PersonKind, readonly (keyof UserDto & string)[]> = {
  client: ['email', 'phone'],
  employee: ['role', 'email', 'phone', 'dateOfBirth', 'address', 'emergencyContact', 'emergencyPhone'],
};

/** What the log records of a person that the page does not show: ids. */
const HIDDEN = new Set(['userId', 'branchId']);

/**
 * The fields a person's event changed: what registration set (what was left empty is not news), the
 * profile's changes, the new role; activation and deletion change nothing but the status, named by the event.
 */
export function personChanges(event: AuditEventDto): [field: string, value: unknown][] {
  const { data } = event;
  const shown = (entries: [string, unknown][]) => entries.filter(([field]) => !HIDDEN.has(field));
  switch (event.type) {
    case 'UserRegistered':
      return shown(Object.entries(data)).filter(([, value]) => value !== null && value !== '');
    case 'UserProfileUpdated':
      return typeof data.changes === 'object' && data.changes !== null ? shown(Object.entries(data.changes)) : [];
    case 'UserRoleChanged':
      return [['role', data.to]];
    default:
      return [];
  }
}

/** A birth date is a calendar day (sent as that day at 00:00 UTC): shown as that day, whatever the clock. */
const formatDay = (value: string, language: string) =>
  formatStudioShortDay(value.slice(0, 10), currentLocale(language), true);

/** How a person's page shows them, in its fields, its history's changes and its state "as of" an instant. */
export function usePersonPresenter(kind: PersonKind): RecordPresenter<UserDto> {
  const { t, i18n } = useTranslation('people');
  return useRecordPresenter<UserDto>({
    fields: FIELDS[kind],
    label: (field) => t(`fields.${field}`, { defaultValue: field }),
    value: (field, value) => {
      if (field === 'role' && typeof value === 'string') return <RoleTag role={value as Role} />;
      if (field === 'dateOfBirth' && typeof value === 'string') return formatDay(value, i18n.language);
      if (field === 'phone' && !value && kind === 'client') return t('noPhone');
      return undefined;
    },
  });
}
