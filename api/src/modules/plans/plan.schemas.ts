import type { MembershipPlanDto, MembershipPlanListResponse, MembershipPlanStatsResponse } from '@boxstudio/contracts';
import { NAMED_REF, PAGE_FIELDS } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  flag,
  instant,
  integer,
  list,
  nullable,
  object,
  text,
} from '../../platform/http/openapi/wire-schema.js';

export const PLAN_DTO = model<MembershipPlanDto>('MembershipPlanDto', {
  id: text(),
  name: text(),
  description: nullable(text()),
  price: decimal(),
  duration: integer('Days'),
  maxClasses: nullable(integer('Classes a month; null: unlimited')),
  features: list(text()),
  branchId: text(),
  branch: nullable(NAMED_REF),
  isActive: flag(),
  createdAt: instant(),
  updatedAt: instant(),
});

export const PLAN_LIST = model<MembershipPlanListResponse>('MembershipPlanListResponse', {
  ...PAGE_FIELDS,
  plans: list(PLAN_DTO),
});

export const PLAN_STATS = model<MembershipPlanStatsResponse>('MembershipPlanStatsResponse', {
  plan: object({ id: text(), name: text(), isActive: flag() }),
  stats: object({
    memberships: object({ total: integer(), active: integer(), expired: integer(), cancelled: integer() }),
    revenue: object({ total: decimal() }),
  }),
});
