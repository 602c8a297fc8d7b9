import { holdingId, type BranchWriters, type HoldingKind } from './branch-docs.js';

/** The branch document's fields each kind of holding counts into. */
const COUNT_FIELDS: Record<HoldingKind, { total: 'classesTotal' | 'plansTotal'; active: 'classesActive' | 'plansActive' }> = {
  class: { total: 'classesTotal', active: 'classesActive' },
  plan: { total: 'plansTotal', active: 'plansActive' },
};

/** Recounts one kind of holding of a branch from the holdings index: idempotent, so a replay changes nothing. */
async function recount({ branches, holdings }: BranchWriters, kind: HoldingKind, branchId: string): Promise<void> {
  const present = { branchId, kind, isDeleted: false };
  const [total, active] = await Promise.all([holdings.count(present), holdings.count({ ...present, isActive: true })]);
  const fields = COUNT_FIELDS[kind];
  await branches.set(branchId, { [fields.total]: total, [fields.active]: active });
}

/** A class or plan created in a branch (active, as both start). */
export async function holdingAdded(writers: BranchWriters, kind: HoldingKind, id: string, branchId: string): Promise<void> {
  await writers.holdings.insert({ _id: holdingId(kind, id), kind, branchId, isActive: true, isDeleted: false });
  await recount(writers, kind, branchId);
}

type HoldingChange = { branchId?: string; isActive?: boolean; isDeleted?: boolean };

/** A class or plan moved, toggled or deleted: the branches it left and joined are recounted. */
export async function holdingChanged(writers: BranchWriters, kind: HoldingKind, id: string, change: HoldingChange): Promise<void> {
  const key = holdingId(kind, id);
  const before = await writers.holdings.get(key);
  if (!before) return;
  await writers.holdings.set(key, change);
  await recount(writers, kind, before.branchId);
  if (change.branchId !== undefined && change.branchId !== before.branchId) await recount(writers, kind, change.branchId);
}
