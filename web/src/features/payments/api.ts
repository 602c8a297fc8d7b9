import type {
  CreatePaymentRequest,
  PaymentDto,
  PaymentListQuery,
  PaymentListResponse,
  PaymentStatsResponse,
  UpdatePaymentRequest,
  UserDto,
  VoidPaymentRequest,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { commandTags, listTag, recordTag, REPORT_FIGURES, stockMovedTags } from '../../lib/cache-tags';

const STATS = recordTag('PaymentStats', 'ALL');
/** Revenue shows on the payments tiles, in each plan's statistics and in the reports. */
const REVENUE = [listTag('Payment'), STATS, listTag('PlanStats'), ...REPORT_FIGURES];
const touched = (id: string) => [...commandTags('Payment', 'payment', id), ...REVENUE];

/** Only the filters that are set. */
const listParams = ({
  search,
  userId,
  status,
  method,
  branchId,
  from,
  to,
  sort,
  order,
  page,
  limit,
}: PaymentListQuery) => ({
  ...(search ? { search } : {}),
  ...(userId ? { userId } : {}),
  ...(status ? { status } : {}),
  ...(method ? { method } : {}),
  ...(branchId ? { branchId } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  ...(sort ? { sort, order: order ?? 'asc' } : {}),
  page: page ?? 1,
  limit: limit ?? 10,
});

const id = (value: string) => encodeURIComponent(value);

/** Payment reads and commands (CONTRACT.md, payments). A CLIENT reads only its own (`userId` is then its own). */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPayments: build.query<PaymentListResponse, PaymentListQuery>({
      query: (query) => ({ url: '/payments', params: listParams(query) }),
      providesTags: (result) => [
        listTag('Payment'),
        ...(result?.payments ?? []).map((item) => recordTag('Payment', item.id)),
      ],
    }),
    getPaymentStats: build.query<PaymentStatsResponse, void>({
      query: () => '/payments/stats',
      providesTags: [STATS],
    }),
    getPayment: build.query<PaymentDto, string>({
      query: (paymentId) => `/payments/${id(paymentId)}`,
      providesTags: (_result, _error, paymentId) => [recordTag('Payment', paymentId)],
    }),
    recordPayment: build.mutation<CommandAnswer<PaymentDto>, CreatePaymentRequest>({
      query: (body) => ({ url: '/payments', method: 'POST', body }),
      transformResponse: withServerMessage<PaymentDto>,
      invalidatesTags: REVENUE,
    }),
    refundPayment: build.mutation<CommandAnswer<PaymentDto>, { id: string } & UpdatePaymentRequest>({
      query: ({ id: paymentId, ...body }) => ({ url: `/payments/${id(paymentId)}`, method: 'PUT', body }),
      transformResponse: withServerMessage<PaymentDto>,
      // A refund that put a desk sale's units back moved that item's stock too.
      invalidatesTags: (result, _error, { id: paymentId }) => [
        ...touched(paymentId),
        ...(result?.data.retail?.restocked === true ? stockMovedTags(result.data.retail.itemId) : []),
      ],
    }),
    voidPayment: build.mutation<CommandAnswer<PaymentDto>, { id: string } & VoidPaymentRequest>({
      query: ({ id: paymentId, ...body }) => ({ url: `/payments/${id(paymentId)}`, method: 'DELETE', body }),
      transformResponse: withServerMessage<PaymentDto>,
      invalidatesTags: (_result, _error, { id: paymentId }) => touched(paymentId),
    }),
    /**
     * Every client, for the "Registrar Pago" dialog's choice (GET /users/role/CLIENT); the dialog keeps the
     * active ones.
     */
    listPaymentClients: build.query<UserDto[], void>({
      query: () => '/users/role/CLIENT',
      transformResponse: (data: { users: UserDto[] }) => data.users,
      providesTags: [listTag('User'), listTag('Client')],
    }),
  }),
});

export const {
  useListPaymentsQuery,
  useGetPaymentStatsQuery,
  useGetPaymentQuery,
  useRecordPaymentMutation,
  useRefundPaymentMutation,
  useVoidPaymentMutation,
  useListPaymentClientsQuery,
} = paymentsApi;
