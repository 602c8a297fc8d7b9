import type { AtRiskClient, UsersReport } from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { instant, integer, list, nullable, object, text } from '../../platform/http/openapi/wire-schema.js';
import {
  BRANCH_NAMED,
  REPORT_GROWTH,
  REPORT_PERIOD,
  studioDay,
  studioMonth,
  withAsOf,
  type RowOf,
} from './report.schemas.js';

const AT_RISK_CLIENT = model<AtRiskClient>(
  'AtRiskClient',
  {
    id: text(),
    name: text(),
    email: text(),
    lastVisitAt: nullable(instant('The start of the last class attended; null: none yet')),
    activeUntil: studioDay('The last studio day of the membership’s current term'),
  },
  'A client with an active membership and no class in 14 days',
);

export const USERS_REPORT = model<UsersReport>('UsersReport', {
  period: REPORT_PERIOD,
  newClients: integer(),
  growth: REPORT_GROWTH,
  byDay: list(object<RowOf<UsersReport, 'byDay'>>({ date: studioDay(), newClients: integer() })),
  byMonth: list(object<RowOf<UsersReport, 'byMonth'>>({ month: studioMonth(), newClients: integer() })),
  byBranch: list(object<RowOf<UsersReport, 'byBranch'>>({ ...BRANCH_NAMED, newClients: integer() })),
  totalClients: integer('Now, whatever the period'),
  activeClients: integer(),
  withActiveMembership: integer(),
  atRisk: integer(),
  atRiskClients: list(AT_RISK_CLIENT, 'The longest absent first, at most 50'),
});

export const USERS_REPORT_ANSWER = withAsOf('UsersReport', USERS_REPORT);
