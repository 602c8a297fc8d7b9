import type {
  CreateInventoryItemRequest,
  InventoryItemDto,
  InventoryListQuery,
  InventoryListResponse,
  InventoryMovementListQuery,
  InventoryMovementListResponse,
  InventoryMovementResponse,
  InventoryStatsResponse,
  InventoryTransferResponse,
  RecordInventoryMovementRequest,
  SellInventoryItemRequest,
  TransferInventoryRequest,
  UpdateInventoryItemRequest,
  UserDto,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import {
  BRANCH_FIGURES,
  listTag,
  recordTag,
  REPORT_FIGURES,
  stockMovedTags,
  type CacheTag,
} from '../../lib/cache-tags';

const id = (value: string) => encodeURIComponent(value);

/** The stats tiles and the branches' inventory tile count every item. */
const FIGURES: CacheTag[] = [listTag('InventoryItem'), listTag('InventoryStats'), ...BRANCH_FIGURES];
/** A command on one item: the lists and figures, the item, its ledger and its history. */
const touched = stockMovedTags;
/** A desk sale records a payment: the payments list, its tiles and the reports' revenue go stale too. */
const PAYMENTS: CacheTag[] = [
  listTag('Payment'),
  recordTag('PaymentStats', 'ALL'),
  listTag('PlanStats'),
  ...REPORT_FIGURES,
];

/** Only the filters that are set. */
const listParams = ({
  search,
  branchId,
  category,
  lowStock,
  isActive,
  sort,
  order,
  page,
  limit,
}: InventoryListQuery) => ({
  ...(search ? { search } : {}),
  ...(branchId ? { branchId } : {}),
  ...(category ? { category } : {}),
  ...(lowStock === undefined ? {} : { lowStock: String(lowStock) }),
  ...(isActive === undefined ? {} : { isActive: String(isActive) }),
  ...(sort ? { sort, order: order ?? 'asc' } : {}),
  page: page ?? 1,
  limit: limit ?? 10,
});

/** Inventory reads and commands (CONTRACT.md, inventory); commands answer the server's message. */
export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInventory: build.query<InventoryListResponse, InventoryListQuery>({
      query: (query) => ({ url: '/inventory', params: listParams(query) }),
      providesTags: (result) => [
        listTag('InventoryItem'),
        ...(result?.items ?? []).map((item) => recordTag('InventoryItem', item.id)),
      ],
    }),
    getInventoryStats: build.query<InventoryStatsResponse, void>({
      query: () => '/inventory/stats',
      providesTags: [listTag('InventoryStats')],
    }),
    getInventoryItem: build.query<InventoryItemDto, string>({
      query: (itemId) => `/inventory/${id(itemId)}`,
      providesTags: (_result, _error, itemId) => [recordTag('InventoryItem', itemId)],
    }),
    listInventoryMovements: build.query<InventoryMovementListResponse, { id: string } & InventoryMovementListQuery>({
      query: ({ id: itemId, page, limit, type }) => ({
        url: `/inventory/${id(itemId)}/movements`,
        params: { ...(type ? { type } : {}), page: page ?? 1, limit: limit ?? 10 },
      }),
      providesTags: (_result, _error, { id: itemId }) => [recordTag('InventoryMovement', itemId)],
    }),
    createInventoryItem: build.mutation<CommandAnswer<InventoryItemDto>, CreateInventoryItemRequest>({
      query: (body) => ({ url: '/inventory', method: 'POST', body }),
      transformResponse: withServerMessage<InventoryItemDto>,
      invalidatesTags: FIGURES,
    }),
    updateInventoryItem: build.mutation<
      CommandAnswer<InventoryItemDto>,
      { id: string; changes: UpdateInventoryItemRequest }
    >({
      query: ({ id: itemId, changes }) => ({ url: `/inventory/${id(itemId)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<InventoryItemDto>,
      invalidatesTags: (_result, _error, { id: itemId }) => touched(itemId),
    }),
    deactivateInventoryItem: build.mutation<CommandAnswer<InventoryItemDto>, string>({
      query: (itemId) => ({ url: `/inventory/${id(itemId)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<InventoryItemDto>,
      invalidatesTags: (_result, _error, itemId) => touched(itemId),
    }),
    recordInventoryMovement: build.mutation<
      CommandAnswer<InventoryMovementResponse>,
      { id: string } & RecordInventoryMovementRequest
    >({
      query: ({ id: itemId, ...body }) => ({ url: `/inventory/${id(itemId)}/movements`, method: 'POST', body }),
      transformResponse: withServerMessage<InventoryMovementResponse>,
      invalidatesTags: (_result, _error, { id: itemId }) => touched(itemId),
    }),
    sellInventoryItem: build.mutation<
      CommandAnswer<InventoryMovementResponse>,
      { id: string } & SellInventoryItemRequest
    >({
      query: ({ id: itemId, ...body }) => ({ url: `/inventory/${id(itemId)}/sales`, method: 'POST', body }),
      transformResponse: withServerMessage<InventoryMovementResponse>,
      invalidatesTags: (_result, _error, { id: itemId }) => [...touched(itemId), ...PAYMENTS],
    }),
    transferInventoryItem: build.mutation<
      CommandAnswer<InventoryTransferResponse>,
      { id: string } & TransferInventoryRequest
    >({
      query: ({ id: itemId, ...body }) => ({ url: `/inventory/${id(itemId)}/transfers`, method: 'POST', body }),
      transformResponse: withServerMessage<InventoryTransferResponse>,
      // The other side may be a new item: every list and figure, and both items.
      invalidatesTags: (result, _error, { id: itemId }) => [
        ...touched(itemId),
        ...(result ? touched(result.data.to.id) : []),
      ],
    }),
    /** Every client, for the sale's choice of who bought (GET /users/role/CLIENT); the dialog keeps the active ones. */
    listInventoryClients: build.query<UserDto[], void>({
      query: () => '/users/role/CLIENT',
      transformResponse: (data: { users: UserDto[] }) => data.users,
      providesTags: [listTag('User'), listTag('Client')],
    }),
  }),
});

export const {
  useListInventoryQuery,
  useGetInventoryStatsQuery,
  useGetInventoryItemQuery,
  useListInventoryMovementsQuery,
  useCreateInventoryItemMutation,
  useUpdateInventoryItemMutation,
  useDeactivateInventoryItemMutation,
  useRecordInventoryMovementMutation,
  useSellInventoryItemMutation,
  useTransferInventoryItemMutation,
  useListInventoryClientsQuery,
} = inventoryApi;
