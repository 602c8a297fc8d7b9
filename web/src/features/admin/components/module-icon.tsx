import {
  Box,
  Calendar,
  Chart,
  DataLineage,
  Document,
  Dollar,
  History,
  IdNumber,
  Key,
  Office,
  People,
  Person,
  Shop,
  Time,
  TimelineEvents,
} from '@blueprintjs/icons';
import type { AdminModule } from '../../../components/admin/admin-header';

const ICONS: Record<AdminModule, typeof Box> = {
  'admin-today': Time,
  admin: Box,
  'admin-branches': Office,
  'admin-clients': People,
  'admin-employees': IdNumber,
  'admin-users': Person,
  'admin-classes': TimelineEvents,
  'admin-reservations': Calendar,
  'admin-memberships': Document,
  'admin-membership-plans': Shop,
  'admin-payments': Dollar,
  'admin-inventory': Box,
  'admin-reports': Chart,
  'admin-api-keys': Key,
  'admin-audit': History,
  'admin-projections': DataLineage,
};

export function ModuleIcon({ name }: { readonly name: AdminModule }) {
  const Icon = ICONS[name];
  return <Icon size={24} />;
}
