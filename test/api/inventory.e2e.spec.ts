import type {
  InventoryItemDto,
  InventoryListResponse,
  InventoryMovementResponse,
  InventoryStatsResponse,
  PaymentDto,
  PaymentListResponse,
  UserDto,
} from '@boxstudio/contracts';
import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { anItem, itemBody, itemOf, ledgerOf, stockroom, type Stockroom } from './inventory-helpers.js';

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));

describe('inventory', () => {
  let t: TestApp;
  let room: Stockroom;
  let admin: string;
  const post = (path: string, body: unknown, token = admin, language = 'es') =>
    t
      .http()
      .post(path)
      .set(bearer(token))
      .set('Accept-Language', language)
      .send(body as object);
  const put = (path: string, body: object, token = admin) => t.http().put(path).set(bearer(token)).send(body);
  const list = async (query: string, token = admin): Promise<InventoryListResponse> =>
    (await t.http().get(`/api/inventory${query}`).set(bearer(token)).expect(200)).body.data as InventoryListResponse;
  const move = (id: string, body: object, token = admin, language = 'es') =>
    post(`/api/inventory/${id}/movements`, body, token, language);

  beforeAll(async () => {
    t = await startTestApp();
    room = await stockroom(t);
    ({ admin } = room);
  });
  afterAll(() => t.close());

  describe('items', () => {
    it('creates an item with its opening stock as a first IN, read right after', async () => {
      const answer = await post('/api/inventory', itemBody(room.branchA, { sku: 'glv-14', quantity: 12 })).expect(201);
      expect(answer.body).toMatchObject({ success: true, message: 'Artículo creado exitosamente' });
      const item = answer.body.data as InventoryItemDto;
      expect(item).toMatchObject({
        sku: 'GLV-14',
        quantity: 12,
        value: 5400,
        isActive: true,
        isLowStock: false,
        isOutOfStock: false,
        branch: { id: room.branchA, name: 'BoxStudio Polanco' },
        description: null,
        supplier: null,
      });
      expect(await itemOf(t, admin, item.id)).toEqual(item);
      const [opening] = await ledgerOf(t, admin, item.id);
      expect(opening).toMatchObject({ type: 'IN', quantity: 12, quantityBefore: 0, quantityAfter: 12, unitCost: 450 });
    });

    it('keeps a SKU unique within a branch, whatever its case, and free in another branch', async () => {
      await anItem(t, admin, room.branchA, { sku: 'WRP-180' });
      const taken = expectRefusal(await post('/api/inventory', itemBody(room.branchA, { sku: ' wrp-180 ' })), [409]);
      expect(taken).toMatchObject({
        code: 'INVENTORY.SKU_TAKEN',
        message: 'Ya existe un artículo con ese SKU en la sucursal',
      });
      await anItem(t, admin, room.branchB, { sku: 'WRP-180' });
    });

    it('edits fields, moves the SKU claim along, and says what the edit did', async () => {
      const item = await anItem(t, admin, room.branchA, { sku: 'MTG-1' });
      const edited = await put(`/api/inventory/${item.id}`, {
        price: 950,
        threshold: 5,
        sku: 'mtg-2',
        supplier: 'Everlast',
      }).expect(200);
      expect(edited.body).toMatchObject({
        message: 'Artículo actualizado exitosamente',
        data: { price: 950, threshold: 5, sku: 'MTG-2', supplier: 'Everlast' },
      });
      // The old SKU is free again in the branch, the new one is not.
      await anItem(t, admin, room.branchA, { sku: 'MTG-1' });
      expectRefusal(await post('/api/inventory', itemBody(room.branchA, { sku: 'MTG-2' })), [409]);
      const off = await t.http().delete(`/api/inventory/${item.id}`).set(bearer(admin)).expect(200);
      expect(off.body).toMatchObject({ message: 'Artículo desactivado exitosamente', data: { isActive: false } });
      const on = await put(`/api/inventory/${item.id}`, { isActive: true }).expect(200);
      expect(on.body).toMatchObject({ message: 'Artículo reactivado exitosamente', data: { isActive: true } });
      await put(`/api/inventory/${item.id}`, { supplier: null }).expect(200);
      expect((await itemOf(t, admin, item.id)).supplier).toBeNull();
    });

    it('refuses an edit of the stock or the branch instead of ignoring it', async () => {
      const item = await anItem(t, admin, room.branchA);
      const refused = expectRefusal(
        await put(`/api/inventory/${item.id}`, { quantity: 99, branchId: room.branchB }),
        [400],
      );
      expect(byField(refused.errors)).toEqual({ quantity: 'Campo no permitido', branchId: 'Campo no permitido' });
      expect((await itemOf(t, admin, item.id)).quantity).toBe(0);
    });
  });

  describe('lists and stats', () => {
    let stats: InventoryStatsResponse;

    beforeAll(async () => {
      stats = (await t.http().get('/api/inventory/stats').set(bearer(admin)).expect(200)).body.data;
      await anItem(t, admin, room.branchB, {
        name: 'Vendas Élite',
        sku: 'VND-EL',
        category: 'GEAR',
        quantity: 2,
        cost: 80.5,
      });
      await anItem(t, admin, room.branchB, {
        name: 'Agua natural 1 L',
        sku: 'AGU-1',
        category: 'BEVERAGES',
        quantity: 40,
        cost: 9.9,
        threshold: 10,
        unit: 'BOTTLE',
      });
      await anItem(t, admin, room.branchB, {
        name: 'Bebida isotónica',
        sku: 'ISO-600',
        category: 'BEVERAGES',
        quantity: 0,
        cost: 14,
      });
    });

    it('filters by branch, category and low stock, and searches name and SKU ignoring case and accents', async () => {
      const names = (page: InventoryListResponse) => page.items.map((item) => item.name);
      expect(names(await list(`?branchId=${room.branchB}&category=BEVERAGES`))).toEqual([
        'Agua natural 1 L',
        'Bebida isotónica',
      ]);
      expect(names(await list(`?branchId=${room.branchB}&lowStock=true`))).toEqual([
        'Bebida isotónica',
        'Guantes de entrenamiento 12 oz',
        'Vendas Élite',
      ]);
      expect(names(await list(`?branchId=${room.branchB}&lowStock=false&category=BEVERAGES`))).toEqual([
        'Agua natural 1 L',
      ]);
      expect(names(await list('?search=VENDAS%20ELITE'))).toEqual(['Vendas Élite']);
      expect(names(await list('?search=iso-6'))).toEqual(['Bebida isotónica']);
      expect(names(await list('?search=isotonica'))).toEqual(['Bebida isotónica']);
    });

    it('sorts on the server and pages like every list', async () => {
      const page = await list(`?branchId=${room.branchB}&sort=quantity&order=desc&limit=2`);
      expect(page.items.map((item) => item.quantity)).toEqual([40, 2]);
      expect(page).toMatchObject({ total: 4, totalPages: 2, currentPage: 1, limit: 2 });
      const second = await list(`?branchId=${room.branchB}&sort=quantity&order=desc&limit=2&page=2`);
      expect(second.items.map((item) => item.quantity)).toEqual([0, 0]);
      const refused = expectRefusal(
        await t.http().get('/api/inventory?sort=secret&lowStock=maybe').set(bearer(admin)),
        [400],
      );
      expect(Object.keys(byField(refused.errors)).sort()).toEqual(['lowStock', 'sort']);
    });

    it('counts items, active, low and out of stock, and the stock’s value at cost', async () => {
      const now = (await t.http().get('/api/inventory/stats').set(bearer(admin)).expect(200)).body.data;
      expect(now).toEqual({
        totalItems: stats.totalItems + 3,
        activeItems: stats.activeItems + 3,
        lowStockItems: stats.lowStockItems + 2,
        outOfStockItems: stats.outOfStockItems + 1,
        totalValue: Math.round((stats.totalValue + 161 + 396) * 100) / 100,
      });
      const branch = (
        await t.http().get(`/api/inventory/stats?branchId=${room.branchB}`).set(bearer(admin)).expect(200)
      ).body.data as InventoryStatsResponse;
      expect(branch).toMatchObject({ lowStockItems: 3, outOfStockItems: 2 });
    });
  });

  describe('movements', () => {
    it('records IN at a unit cost, OUT with its reason and ADJUST to a count, each with before and after', async () => {
      const item = await anItem(t, admin, room.branchA, { quantity: 5 });
      const received = (
        await move(item.id, { type: 'IN', quantity: 10, unitCost: 430, reason: 'Factura A-118' }).expect(201)
      ).body as { data: InventoryMovementResponse; message: string };
      expect(received.message).toBe('Movimiento registrado exitosamente');
      expect(received.data.item.quantity).toBe(15);
      expect(received.data.movement).toMatchObject({
        type: 'IN',
        quantity: 10,
        delta: 10,
        quantityBefore: 5,
        quantityAfter: 15,
        unitCost: 430,
        reason: 'Factura A-118',
      });
      await move(item.id, { type: 'OUT', quantity: 2, reason: 'Se rompieron' }, room.supervisor).expect(201);
      const counted = (
        await move(item.id, { type: 'ADJUST', quantity: 11, reason: 'Conteo mensual' }, room.manager).expect(201)
      ).body.data as InventoryMovementResponse;
      expect(counted.movement).toMatchObject({
        type: 'ADJUST',
        quantity: 2,
        delta: -2,
        quantityBefore: 13,
        quantityAfter: 11,
      });
      const ledger = await ledgerOf(t, admin, item.id);
      expect(ledger.map((line) => [line.type, line.quantityBefore, line.quantityAfter])).toEqual([
        ['ADJUST', 13, 11],
        ['OUT', 15, 13],
        ['IN', 5, 15],
        ['IN', 0, 5],
      ]);
      expect(ledger[1]?.recordedBy?.email).toMatch(/@example\.com$/);
      const page = (
        await t.http().get(`/api/inventory/${item.id}/movements?limit=1&page=2&type=OUT`).set(bearer(admin)).expect(200)
      ).body.data;
      expect(page).toMatchObject({ total: 1, totalPages: 1, currentPage: 2, movements: [] });
    });

    it('never takes stock below zero: 409 Stock insuficiente, in Spanish and English, recording nothing', async () => {
      const item = await anItem(t, admin, room.branchA, { quantity: 2 });
      const es = expectRefusal(await move(item.id, { type: 'OUT', quantity: 3, reason: 'Merma' }), [409]);
      expect(es.message).toBe('Stock insuficiente');
      const en = expectRefusal(await move(item.id, { type: 'OUT', quantity: 3, reason: 'Waste' }, admin, 'en'), [409]);
      expect(en.message).toBe('Insufficient stock');
      expect((await ledgerOf(t, admin, item.id)).length).toBe(1);
      expect((await itemOf(t, admin, item.id)).quantity).toBe(2);
    });

    it('answers 400 with field errors for bad movements of any shape, and 404 for an unknown item', async () => {
      const item = await anItem(t, admin, room.branchA, { quantity: 2 });
      const cases: [unknown, Record<string, string>][] = [
        [{ type: 'OUT', quantity: 1 }, { reason: 'Este campo es requerido' }],
        [{ type: 'ADJUST', quantity: -1, reason: 'x' }, { quantity: 'Debe ser un número mayor o igual a 0' }],
        [{ type: 'IN', quantity: 0 }, { quantity: 'La cantidad debe ser un número entero mayor a 0' }],
        [{ type: 'IN', quantity: 1.5 }, { quantity: 'Debe ser un número entero' }],
        [{ type: 'IN', quantity: '3' }, { quantity: 'Debe ser un número' }],
        [{ type: 'MOVE', quantity: 1 }, { type: 'Valor inválido' }],
        [{ quantity: 1 }, { type: 'Este campo es requerido' }],
        [{ type: 'IN', quantity: 1, unitCost: -5 }, { unitCost: 'Debe ser un número mayor o igual a 0' }],
        [{ type: 'OUT', quantity: 1, reason: { text: 'x' } }, { reason: 'Debe ser un texto' }],
        [[1, 2], { body: 'Valor inválido' }],
      ];
      for (const [body, errors] of cases) {
        const refused = expectRefusal(await move(item.id, body as object), [400]);
        expect([body, byField(refused.errors)]).toEqual([body, errors]);
      }
      const en = expectRefusal(await move(item.id, { type: 'OUT', quantity: 1 }, admin, 'en'), [400]);
      expect(byField(en.errors)).toEqual({ reason: 'This field is required' });
      const missing = expectRefusal(await move('no-such-item', { type: 'IN', quantity: 1 }), [404]);
      expect(missing.message).toBe('Artículo no encontrado');
      expect((await itemOf(t, admin, item.id)).quantity).toBe(2);
    });
  });

  describe('bad items', () => {
    it('answers 400 with each field’s message for bad creates of any shape', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ name: '' }, { name: 'Este campo es requerido' }],
        [{ category: 'SNACKS' }, { category: 'Valor inválido' }],
        [{ sku: 'GLV 12' }, { sku: 'SKU inválido (use letras, números y - _ . /)' }],
        [
          { cost: -1, price: '899' },
          { cost: 'Debe ser un número mayor o igual a 0', price: 'Debe ser un número' },
        ],
        [{ price: 10.999 }, { price: 'Debe tener como máximo dos decimales' }],
        [
          { quantity: 2.5, threshold: -3 },
          { quantity: 'Debe ser un número entero', threshold: 'Debe ser un número mayor o igual a 0' },
        ],
        [{ unit: 7 }, { unit: 'Valor inválido' }],
        [{ branchId: 'no-such-branch' }, { branchId: 'La sucursal no existe' }],
        [{ name: 'x'.repeat(101) }, { name: 'El texto es demasiado largo (máximo 100 caracteres)' }],
      ];
      for (const [extra, errors] of cases) {
        const refused = expectRefusal(await post('/api/inventory', itemBody(room.branchA, extra)), [400]);
        expect([extra, byField(refused.errors)]).toEqual([extra, errors]);
      }
      const broken = t.http().post('/api/inventory').set(bearer(admin)).set('Content-Type', 'application/json');
      expectRefusal(await broken.send('{"name": "Guantes",'), [400]);
      expectRefusal(await post('/api/inventory', [itemBody(room.branchA)]), [400]);
    });
  });

  describe('sales at the front desk', () => {
    let client: UserDto;

    beforeAll(async () => {
      client = await createPerson(t.app, 'CLIENT', 'Sofía Hernández');
    });

    const paymentsOf = async (branchId: string): Promise<PaymentDto[]> =>
      (
        (await t.http().get(`/api/payments?branchId=${branchId}&limit=100`).set(bearer(admin)).expect(200)).body
          .data as PaymentListResponse
      ).payments;

    it('takes the units out and records the COMPLETED payment, in GET /payments right after', async () => {
      const item = await anItem(t, admin, room.branchB, {
        name: 'Vendas 180"',
        sku: 'VND-180',
        price: 179.5,
        quantity: 6,
      });
      const revenueBefore = (await t.http().get('/api/payments/stats').set(bearer(admin)).expect(200)).body.data
        .totalRevenue as number;
      const sold = await post(
        `/api/inventory/${item.id}/sales`,
        { quantity: 2, userId: client.id, method: 'CARD' },
        room.supervisor,
      ).expect(201);
      expect(sold.body).toMatchObject({
        message: 'Venta registrada exitosamente',
        data: {
          item: { quantity: 4 },
          movement: {
            type: 'SALE',
            quantity: 2,
            quantityBefore: 6,
            quantityAfter: 4,
            unitPrice: 179.5,
            amount: 359,
            method: 'CARD',
            client: { id: client.id, name: 'Sofía Hernández' },
          },
        },
      });
      const [payment] = (await paymentsOf(room.branchB)).filter((found) => found.description?.includes('VND-180'));
      expect(payment).toMatchObject({
        amount: 359,
        status: 'COMPLETED',
        source: 'SALE',
        method: 'CARD',
        userId: client.id,
        branchId: room.branchB,
        membershipId: null,
        description: '2 × Vendas 180" (VND-180)',
        user: { name: 'Sofía Hernández' },
      });
      const revenueAfter = (await t.http().get('/api/payments/stats').set(bearer(admin)).expect(200)).body.data
        .totalRevenue as number;
      expect(Math.round((revenueAfter - revenueBefore) * 100) / 100).toBe(359);
    });

    it('sells to a walk-in (no client), cash by default', async () => {
      const item = await anItem(t, admin, room.branchB, {
        name: 'Agua 600 ml',
        sku: 'AGU-600',
        price: 18,
        quantity: 24,
      });
      await post(`/api/inventory/${item.id}/sales`, { quantity: 3 }, room.manager).expect(201);
      const [payment] = (await paymentsOf(room.branchB)).filter((found) => found.description?.includes('AGU-600'));
      expect(payment).toMatchObject({
        amount: 54,
        method: 'CASH',
        userId: null,
        user: null,
        description: '3 × Agua 600 ml (AGU-600)',
      });
    });

    it('refuses a sale beyond the stock, of an inactive item, without a price, or for an unknown client', async () => {
      const item = await anItem(t, admin, room.branchB, { quantity: 1 });
      const sell = (body: object) => post(`/api/inventory/${item.id}/sales`, body);
      expect(expectRefusal(await sell({ quantity: 2 }), [409]).message).toBe('Stock insuficiente');
      expect(byField(expectRefusal(await sell({ quantity: 1, userId: 'nobody' }), [400]).errors)).toEqual({
        userId: 'Cliente no encontrado',
      });
      expect(byField(expectRefusal(await sell({ quantity: 0, method: 'BITCOIN' }), [400]).errors)).toEqual({
        quantity: 'La cantidad debe ser un número entero mayor a 0',
        method: 'Valor inválido',
      });
      const free = await anItem(t, admin, room.branchB, { price: 0, quantity: 3 });
      expect(expectRefusal(await post(`/api/inventory/${free.id}/sales`, { quantity: 1 }), [409]).message).toBe(
        'El artículo no tiene precio de venta',
      );
      await t.http().delete(`/api/inventory/${item.id}`).set(bearer(admin)).expect(200);
      expect(expectRefusal(await sell({ quantity: 1 }), [409]).message).toBe('El artículo está inactivo');
      expect((await itemOf(t, admin, item.id)).quantity).toBe(1);
    });
  });

  describe('roles', () => {
    it('lets the front desk read, move and sell, not create, edit or transfer; others 403, anonymous 401', async () => {
      const item = await anItem(t, admin, room.branchA, { quantity: 3 });
      for (const desk of [room.supervisor, room.manager]) {
        await t.http().get('/api/inventory').set(bearer(desk)).expect(200);
        await t.http().get(`/api/inventory/${item.id}/movements`).set(bearer(desk)).expect(200);
        await move(item.id, { type: 'IN', quantity: 1 }, desk).expect(201);
        expectRefusal(await post('/api/inventory', itemBody(room.branchA), desk), [403]);
        expectRefusal(await put(`/api/inventory/${item.id}`, { price: 1 }, desk), [403]);
        expectRefusal(
          await post(`/api/inventory/${item.id}/transfers`, { toBranchId: room.branchB, quantity: 1 }, desk),
          [403],
        );
      }
      for (const role of ['CLIENT', 'INSTRUCTOR', 'EMPLOYEE'] as const) {
        const token = await t.login((await createPerson(t.app, role)).email, PASSWORD);
        expectRefusal(await t.http().get('/api/inventory').set(bearer(token)), [403]);
        expectRefusal(await post(`/api/inventory/${item.id}/sales`, { quantity: 1 }, token), [403]);
      }
      expectRefusal(await t.http().get('/api/inventory/stats'), [401]);
      expectRefusal(
        await t.http().post(`/api/inventory/${item.id}/movements`).send({ type: 'IN', quantity: 1 }),
        [401],
      );
    });
  });
});
