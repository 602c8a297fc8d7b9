import type {
  CreateMembershipPlanRequest,
  MembershipPlanDto,
  MembershipPlanListQuery,
  MembershipPlanListResponse,
  MembershipPlanStatsResponse,
  UpdateMembershipPlanRequest,
} from '@boxstudio/contracts';
import { auditTags } from '../../components/admin/history.api';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';

const LIST = { type: 'Plan', id: 'LIST' } as const;

/** What a command on one plan makes stale: the lists, the plan, its numbers and its history. */
const touched = (id: string) => [LIST, { type: 'Plan' as const, id }, { type: 'PlanStats' as const, id }, ...auditTags('plan', id)];

/** Plan reads and commands; commands answer the plan and the server's success message. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<MembershipPlanListResponse, MembershipPlanListQuery>({
      query: ({ search, branchId, isActive, page, limit }) => ({
        url: '/membership-plans',
        params: {
          ...(search ? { search } : {}),
          ...(branchId ? { branchId } : {}),
          ...(isActive === undefined ? {} : { isActive: String(isActive) }),
          page: page ?? 1,
          limit: limit ?? 10,
        },
      }),
      providesTags: (result) => [LIST, ...(result?.plans ?? []).map((plan) => ({ type: 'Plan' as const, id: plan.id }))],
    }),
    getPlan: build.query<MembershipPlanDto, string>({
      query: (id) => `/membership-plans/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Plan', id }],
    }),
    getPlanStats: build.query<MembershipPlanStatsResponse, string>({
      query: (id) => `/membership-plans/${encodeURIComponent(id)}/stats`,
      providesTags: (_result, _error, id) => [{ type: 'PlanStats', id }],
    }),
    createPlan: build.mutation<CommandAnswer<MembershipPlanDto>, CreateMembershipPlanRequest>({
      query: (body) => ({ url: '/membership-plans', method: 'POST', body }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      // The branch list counts plans.
      invalidatesTags: [LIST, { type: 'Branch', id: 'LIST' }],
    }),
    updatePlan: build.mutation<CommandAnswer<MembershipPlanDto>, { id: string; changes: UpdateMembershipPlanRequest }>({
      query: ({ id, changes }) => ({ url: `/membership-plans/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      invalidatesTags: (_result, _error, { id }) => [...touched(id), { type: 'Branch', id: 'LIST' }],
    }),
    duplicatePlan: build.mutation<CommandAnswer<MembershipPlanDto>, { id: string; branchId: string }>({
      query: ({ id, branchId }) => ({ url: `/membership-plans/${encodeURIComponent(id)}/duplicate`, method: 'POST', body: { branchId } }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      invalidatesTags: [LIST, { type: 'Branch', id: 'LIST' }],
    }),
    deactivatePlan: build.mutation<CommandAnswer<MembershipPlanDto>, string>({
      query: (id) => ({ url: `/membership-plans/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
  }),
});

export const {
  useListPlansQuery,
  useGetPlanQuery,
  useGetPlanStatsQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDuplicatePlanMutation,
  useDeactivatePlanMutation,
} = plansApi;
