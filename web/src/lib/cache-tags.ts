/**
 * Every kind of cached answer, declared once: a feature's query provides these tags and its
 * commands invalidate them, across features (a plan created refreshes the branch list's counts).
 */
export const CACHE_TAG_TYPES = [
  'Branch',
  'BranchStats',
  'Plan',
  'PlanStats',
  'Class',
  'ClassStats',
  'Reservation',
  'ReservationStats',
  'Occurrence',
  'Membership',
  'MembershipStats',
  'Payment',
  'PaymentStats',
  'InventoryItem',
  'InventoryStats',
  'InventoryMovement',
  'AuditEvents',
  'AuditState',
  'Me',
  'User',
  'Client',
  'Report',
  'ApiKey',
  'Projection',
] as const;

export type CacheTagType = (typeof CACHE_TAG_TYPES)[number];

export interface CacheTag {
  readonly type: CacheTagType;
  readonly id: string;
}

/** Every list of that kind, whatever its filters, page or order. */
export const listTag = (type: CacheTagType): CacheTag => ({ type, id: 'LIST' });

/** One record (or one record's numbers) of that kind. */
export const recordTag = (type: CacheTagType, id: string): CacheTag => ({ type, id });

/**
 * What a change of what a branch holds (a class, a plan, a person created, moved, toggled) makes
 * stale: the branch list's counts and every open statistics dialog of a branch.
 */
export const BRANCH_FIGURES: readonly CacheTag[] = [listTag('Branch'), listTag('BranchStats')];

/**
 * Every report's figures (GET /reports/*, the dashboard's overview among them), whatever their period
 * or branch: what any command that records, refunds or voids money, changes a membership, books,
 * cancels or checks in, or changes a person (a client's count), makes stale, so neither the reports
 * screen nor the dashboard shows a payment, a membership, a booking or a client as it was.
 */
export const REPORT_FIGURES: readonly CacheTag[] = [listTag('Report')];

/** The signed-in person's own profile. */
export const ME_TAG: CacheTag = { type: 'Me', id: 'CURRENT' };

/** The id the audit tags give a record: its kind and its id. */
export const auditKey = (aggregate: string, id: string): string => `${aggregate}-${id}`;

/** A record's history: its events and every "as of" state of it. */
export function auditTags(aggregate: string, id: string): CacheTag[] {
  return [recordTag('AuditEvents', auditKey(aggregate, id)), recordTag('AuditState', auditKey(aggregate, id))];
}

/** What a command on one record makes stale: every list of its kind, the record itself and its history. */
export function commandTags(type: CacheTagType, aggregate: string, id: string): CacheTag[] {
  return [listTag(type), recordTag(type, id), ...auditTags(aggregate, id)];
}

/**
 * What a stock movement of one item makes stale, whoever records it (the inventory screen, or a
 * desk sale's refund that puts the units back): the inventory lists and figures, the branches'
 * inventory tile, the item, its ledger and its history.
 */
export function stockMovedTags(itemId: string): CacheTag[] {
  return [
    listTag('InventoryItem'),
    listTag('InventoryStats'),
    ...BRANCH_FIGURES,
    recordTag('InventoryItem', itemId),
    recordTag('InventoryMovement', itemId),
    ...auditTags('inventory', itemId),
  ];
}
