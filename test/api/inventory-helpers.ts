import type { InventoryItemDto, InventoryMovementDto, InventoryMovementListResponse } from '@boxstudio/contracts';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, type TestApp } from '../support/test-app.js';

/** Two branches and the people who run their stock: an admin, a supervisor and a manager. */
export interface Stockroom {
  readonly admin: string;
  readonly supervisor: string;
  readonly manager: string;
  readonly branchA: string;
  readonly branchB: string;
}

export async function stockroom(t: TestApp): Promise<Stockroom> {
  const superAdmin = await t.adminToken();
  const branchA = await aBranch(t, superAdmin, 'BoxStudio Polanco');
  const branchB = await aBranch(t, superAdmin, 'BoxStudio Coyoacán');
  const token = async (role: 'ADMIN' | 'SUPERVISOR' | 'MANAGER') =>
    t.login((await createPerson(t.app, role)).email, PASSWORD);
  return {
    admin: await token('ADMIN'),
    supervisor: await token('SUPERVISOR'),
    manager: await token('MANAGER'),
    branchA,
    branchB,
  };
}

let sequence = 0;

/** A valid create body: a pair of gloves at 450 cost, 899 price, low at 3, with a SKU of its own. */
export const itemBody = (branchId: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Guantes de entrenamiento 12 oz',
  category: 'GEAR',
  sku: `GLV-${++sequence}-${Date.now() % 100_000}`,
  unit: 'PAIR',
  cost: 450,
  price: 899,
  threshold: 3,
  branchId,
  ...extra,
});

export async function anItem(
  t: TestApp,
  token: string,
  branchId: string,
  extra: Record<string, unknown> = {},
): Promise<InventoryItemDto> {
  const answer = await t.http().post('/api/inventory').set(bearer(token)).send(itemBody(branchId, extra));
  if (answer.status !== 201)
    throw new Error(`Creating an item failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as InventoryItemDto;
}

export async function itemOf(t: TestApp, token: string, id: string): Promise<InventoryItemDto> {
  return (await t.http().get(`/api/inventory/${id}`).set(bearer(token)).expect(200)).body.data as InventoryItemDto;
}

/** An item's whole ledger, newest first, read page by page. */
export async function ledgerOf(t: TestApp, token: string, id: string): Promise<InventoryMovementDto[]> {
  const lines: InventoryMovementDto[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (
      await t.http().get(`/api/inventory/${id}/movements?page=${page}&limit=100`).set(bearer(token)).expect(200)
    ).body.data as InventoryMovementListResponse;
    lines.push(...answer.movements);
    if (page >= answer.totalPages) return lines;
  }
}

/** What a ledger adds up to: the sum of its lines' changes, and whether each line starts where the one before ended. */
export function ledgerTotals(lines: readonly InventoryMovementDto[]): { sum: number; chained: boolean } {
  const oldestFirst = [...lines].reverse();
  const chained = oldestFirst.every(
    (line, index) =>
      index === 0 || line.quantityBefore === (oldestFirst[index - 1] as InventoryMovementDto).quantityAfter,
  );
  return { sum: lines.reduce((total, line) => total + line.delta, 0), chained };
}
