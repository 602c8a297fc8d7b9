import type { OverviewReport } from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { decimal, integer, nullable, object } from '../../platform/http/openapi/wire-schema.js';
import { REPORT_PERIOD } from './report.schemas.js';

type Part<K extends keyof OverviewReport> = OverviewReport[K];

const change = () => nullable(decimal('Change against the previous period, in %; null against zero'));

export const OVERVIEW_REPORT = model<OverviewReport>('OverviewReport', {
  period: REPORT_PERIOD,
  users: object<Part<'users'>>({
    total: integer('Clients'),
    active: integer('Clients not deactivated'),
    growth: change(),
    atRisk: integer('Active members without a class attended in 14 days'),
  }),
  classes: object<Part<'classes'>>({
    total: integer('Classes on record'),
    active: integer(),
    instructors: integer('Instructors of the active classes'),
    growth: change(),
  }),
  reservations: object<Part<'reservations'>>({
    total: integer('Bookings of classes starting in the period, cancelled ones included'),
    pending: integer(),
    confirmed: integer(),
    cancelled: integer(),
    today: integer('Bookings held of classes starting today (studio time)'),
    thisWeek: integer(),
    thisMonth: integer(),
    checkedInToday: integer("Today's bookings whose attendance was recorded as attended"),
  }),
  memberships: object<Part<'memberships'>>({
    total: integer('Memberships on record'),
    active: integer("Active on the period's last day"),
    expired: integer('Expired in the period'),
    expiringIn7Days: integer(),
    growth: change(),
  }),
  revenue: object<Part<'revenue'>>({
    total: decimal('Revenue of the period, MXN'),
    monthly: decimal('Per 30 days'),
    growth: change(),
    thisMonth: decimal("This studio month's revenue so far"),
    lastMonthToDate: decimal("The month before's, over the same days"),
  }),
});
