import type {
  CreateMembershipPlanRequest,
  MembershipPlanDto,
  MembershipPlanListQuery,
  MembershipPlanListResponse,
  MembershipPlanStatsResponse,
  UpdateMembershipPlanRequest,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag } from '../../lib/cache-tags';

/** What a command on one plan makes stale: the lists, the plan, its numbers and its history. */
const touched = (id: string) => [...commandTags('Plan', 'plan', id), recordTag('PlanStats', id)];
/** Plans in, out of or between branches: the branch list counts them. */
const COUNTED = [listTag('Plan'), ...BRANCH_FIGURES];

/** Plan reads and commands; commands answer the plan and the server's success message. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<MembershipPlanListResponse, MembershipPlanListQuery>({
      query: ({ search, branchId, isActive, sort, order, page, limit }) => ({
        url: '/membership-plans',
        params: {
          ...(search ? { search } : {}),
          ...(branchId ? { branchId } : {}),
          ...(isActive === undefined ? {} : { isActive: String(isActive) }),
          ...(sort ? { sort, order: order ?? 'asc' } : {}),
          page: page ?? 1,
          limit: limit ?? 10,
        },
      }),
      providesTags: (result) => [listTag('Plan'), ...(result?.plans ?? []).map((plan) => recordTag('Plan', plan.id))],
    }),
    getPlan: build.query<MembershipPlanDto, string>({
      query: (id) => `/membership-plans/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [recordTag('Plan', id)],
    }),
    getPlanStats: build.query<MembershipPlanStatsResponse, string>({
      query: (id) => `/membership-plans/${encodeURIComponent(id)}/stats`,
      // Every plan's statistics go stale when a membership or a payment changes (they are its figures).
      providesTags: (_result, _error, id) => [recordTag('PlanStats', id), listTag('PlanStats')],
    }),
    createPlan: build.mutation<CommandAnswer<MembershipPlanDto>, CreateMembershipPlanRequest>({
      query: (body) => ({ url: '/membership-plans', method: 'POST', body }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      invalidatesTags: COUNTED,
    }),
    updatePlan: build.mutation<CommandAnswer<MembershipPlanDto>, { id: string; changes: UpdateMembershipPlanRequest }>({
      query: ({ id, changes }) => ({
        url: `/membership-plans/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      invalidatesTags: (_result, _error, { id }) => [...touched(id), ...COUNTED],
    }),
    duplicatePlan: build.mutation<CommandAnswer<MembershipPlanDto>, { id: string; branchId: string }>({
      query: ({ id, branchId }) => ({
        url: `/membership-plans/${encodeURIComponent(id)}/duplicate`,
        method: 'POST',
        body: { branchId },
      }),
      transformResponse: withServerMessage<MembershipPlanDto>,
      invalidatesTags: COUNTED,
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
