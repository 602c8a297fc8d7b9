import type {
  ChangeMembershipPlanRequest,
  CreateMembershipRequest,
  FreezeMembershipRequest,
  HasActiveMembershipResponse,
  MembershipDto,
  MembershipListQuery,
  MembershipListResponse,
  MembershipStatsResponse,
  PlanChangeQuoteResponse,
  RemainingDaysResponse,
  RenewMembershipRequest,
  SellablePlansResponse,
  UpdateMembershipRequest,
  UserDto,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag, REPORT_FIGURES } from '../../lib/cache-tags';

const STATS = recordTag('MembershipStats', 'ALL');
/**
 * A sale or a renewal records a payment (the reports' revenue too); every membership command moves a plan's
 * and a branch's figures.
 */
const MONEY = [
  listTag('Payment'),
  recordTag('PaymentStats', 'ALL'),
  listTag('PlanStats'),
  ...BRANCH_FIGURES,
  ...REPORT_FIGURES,
];
const COUNTED = [listTag('Membership'), STATS, ...MONEY];
const touched = (id: string) => [...commandTags('Membership', 'membership', id), STATS, ...MONEY];

const provides = (result: MembershipListResponse | undefined) => [
  listTag('Membership'),
  ...(result?.memberships ?? []).map((item) => recordTag('Membership', item.id)),
];

/** Only the filters that are set. */
const listParams = ({
  search,
  status,
  membershipPlanId,
  userId,
  branchId,
  sort,
  order,
  page,
  limit,
}: MembershipListQuery) => ({
  ...(search ? { search } : {}),
  ...(status && status !== 'all' ? { status } : {}),
  ...(membershipPlanId ? { membershipPlanId } : {}),
  ...(userId ? { userId } : {}),
  ...(branchId ? { branchId } : {}),
  ...(sort ? { sort, order: order ?? 'asc' } : {}),
  page: page ?? 1,
  limit: limit ?? 10,
});

const id = (value: string) => encodeURIComponent(value);

/** Membership reads and commands (spec §7); commands answer the membership and the server's message. */
export const membershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMemberships: build.query<MembershipListResponse, MembershipListQuery>({
      query: (query) => ({ url: '/memberships', params: listParams(query) }),
      providesTags: provides,
    }),
    getMembershipStats: build.query<MembershipStatsResponse, void>({
      query: () => '/memberships/stats',
      providesTags: [STATS],
    }),
    getMembership: build.query<MembershipDto, string>({
      query: (membershipId) => `/memberships/${id(membershipId)}`,
      providesTags: (_result, _error, membershipId) => [recordTag('Membership', membershipId)],
    }),
    /** The signed-in person's own memberships, newest first. */
    listMyMemberships: build.query<MembershipListResponse, { page?: number; limit?: number }>({
      query: ({ page, limit }) => ({ url: '/memberships/user', params: { page: page ?? 1, limit: limit ?? 10 } }),
      providesTags: provides,
    }),
    /** Admins: the ACTIVE memberships. */
    listActiveMemberships: build.query<MembershipListResponse, { page?: number; limit?: number }>({
      query: ({ page, limit }) => ({ url: '/memberships/active', params: { page: page ?? 1, limit: limit ?? 10 } }),
      providesTags: provides,
    }),
    /** The active plans a membership can be sold of. */
    listSellablePlans: build.query<SellablePlansResponse, void>({
      query: () => '/memberships/plans',
      providesTags: [listTag('Plan')],
    }),
    /** Every client, for the sale's choice of person (spec §7: GET /users/role/CLIENT). */
    listMembershipClients: build.query<UserDto[], void>({
      query: () => '/users/role/CLIENT',
      transformResponse: (data: { users: UserDto[] }) => data.users,
      providesTags: [listTag('User'), listTag('Client')],
    }),
    hasActiveMembership: build.query<HasActiveMembershipResponse, void>({
      query: () => '/memberships/has-active',
      providesTags: [listTag('Membership')],
    }),
    getRemainingDays: build.query<RemainingDaysResponse, void>({
      query: () => '/memberships/remaining-days',
      providesTags: [listTag('Membership')],
    }),
    createMembership: build.mutation<CommandAnswer<MembershipDto>, CreateMembershipRequest>({
      query: (body) => ({ url: '/memberships', method: 'POST', body }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: COUNTED,
    }),
    updateMembership: build.mutation<CommandAnswer<MembershipDto>, { id: string; changes: UpdateMembershipRequest }>({
      query: ({ id: membershipId, changes }) => ({
        url: `/memberships/${id(membershipId)}`,
        method: 'PUT',
        body: changes,
      }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: (_result, _error, { id: membershipId }) => touched(membershipId),
    }),
    renewMembership: build.mutation<CommandAnswer<MembershipDto>, { id: string } & RenewMembershipRequest>({
      query: ({ id: membershipId, ...body }) => ({
        url: `/memberships/${id(membershipId)}/renew`,
        method: 'PUT',
        body,
      }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: (_result, _error, { id: membershipId }) => touched(membershipId),
    }),
    /**
     * What a change to the plan would settle now (the credit, the price, the difference): asked each time,
     * never cached.
     */
    getPlanChangeQuote: build.query<PlanChangeQuoteResponse, { id: string; newPlanId: string }>({
      query: ({ id: membershipId, newPlanId }) => ({
        url: `/memberships/${id(membershipId)}/plan-change`,
        params: { newPlanId },
      }),
      keepUnusedDataFor: 0,
    }),
    changeMembershipPlan: build.mutation<CommandAnswer<MembershipDto>, { id: string } & ChangeMembershipPlanRequest>({
      query: ({ id: membershipId, ...body }) => ({
        url: `/memberships/${id(membershipId)}/change-plan`,
        method: 'PUT',
        body,
      }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: (_result, _error, { id: membershipId }) => touched(membershipId),
    }),
    cancelMembership: build.mutation<CommandAnswer<MembershipDto>, string>({
      query: (membershipId) => ({ url: `/memberships/${id(membershipId)}/cancel`, method: 'PUT' }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: (_result, _error, membershipId) => touched(membershipId),
    }),
    freezeMembership: build.mutation<CommandAnswer<MembershipDto>, { id: string } & FreezeMembershipRequest>({
      query: ({ id: membershipId, ...body }) => ({
        url: `/memberships/${id(membershipId)}/freeze`,
        method: 'PUT',
        body,
      }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: (_result, _error, { id: membershipId }) => touched(membershipId),
    }),
    deleteMembership: build.mutation<CommandAnswer<MembershipDto>, string>({
      query: (membershipId) => ({ url: `/memberships/${id(membershipId)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<MembershipDto>,
      invalidatesTags: (_result, _error, membershipId) => touched(membershipId),
    }),
  }),
});

export const {
  useListMembershipsQuery,
  useGetMembershipStatsQuery,
  useGetMembershipQuery,
  useListMyMembershipsQuery,
  useListActiveMembershipsQuery,
  useListSellablePlansQuery,
  useListMembershipClientsQuery,
  useHasActiveMembershipQuery,
  useGetRemainingDaysQuery,
  useCreateMembershipMutation,
  useUpdateMembershipMutation,
  useRenewMembershipMutation,
  useGetPlanChangeQuoteQuery,
  useChangeMembershipPlanMutation,
  useCancelMembershipMutation,
  useFreezeMembershipMutation,
  useDeleteMembershipMutation,
} = membershipsApi;
