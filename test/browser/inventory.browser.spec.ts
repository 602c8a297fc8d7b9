import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, CLIENT_CREDENTIALS, screenshot, toast, until } from './support/browser';
import { dialog, rowAction } from './support/screen';

/** What the screen says in each language, for the steps below. */
const WORDS = {
  es: {
    title: 'Inventario',
    more: 'Más acciones',
    create: 'Nuevo Artículo',
    created: 'Artículo creado exitosamente',
    search: 'Buscar artículos',
    fields: { name: /^Nombre/, sku: /^SKU/, category: /^Categoría/, cost: /^Costo/, price: /^Precio de venta/ },
    threshold: /^Stock mínimo/,
    opening: /^Stock inicial/,
    gear: 'Equipo de boxeo',
    save: 'Crear',
    move: 'Registrar movimiento',
    moveSubmit: 'Registrar',
    moved: 'Movimiento registrado exitosamente',
    type: /^Tipo/,
    adjust: 'Ajuste (conteo)',
    quantity: /^Cantidad/,
    unitCost: /^Costo unitario/,
    reason: /^Motivo/,
    sell: 'Vender',
    sellTitle: 'Vender en mostrador',
    client: /^Cliente/,
    method: /^Método de pago/,
    card: 'Tarjeta',
    sold: 'Venta registrada exitosamente',
    transfer: 'Transferir',
    transferTitle: 'Transferir a otra sucursal',
    transferred: 'Transferencia realizada exitosamente',
    pieces: (count: number) => `${count} ${count === 1 ? 'pieza' : 'piezas'}`,
    low: 'Stock bajo',
    out: 'Agotado',
    payments: 'Gestión de Pagos',
    paymentsSearch: 'Buscar pagos',
    view: 'Ver',
    ledger: 'Movimientos del artículo',
    refund: 'Reembolsar',
    refundTitle: 'Reembolsar Pago',
    refundReason: /^Motivo del reembolso/,
    restock: 'Devolver la unidad vendida al inventario (regresa al anaquel sin usar)',
    refunded: 'Pago reembolsado exitosamente',
    lowStockTile: 'Inventario bajo stock',
  },
  en: {
    title: 'Inventory',
    more: 'More actions',
    create: 'New Item',
    created: 'Item created successfully',
    search: 'Search items',
    fields: { name: /^Name/, sku: /^SKU/, category: /^Category/, cost: /^Cost/, price: /^Sale price/ },
    threshold: /^Minimum stock/,
    opening: /^Opening stock/,
    gear: 'Boxing gear',
    save: 'Create',
    move: 'Record movement',
    moveSubmit: 'Record',
    moved: 'Movement recorded successfully',
    type: /^Type/,
    adjust: 'Adjust (count)',
    quantity: /^Quantity/,
    unitCost: /^Unit cost/,
    reason: /^Reason/,
    sell: 'Sell',
    sellTitle: 'Sell at the desk',
    client: /^Client/,
    method: /^Payment method/,
    card: 'Card',
    sold: 'Sale recorded successfully',
    transfer: 'Transfer',
    transferTitle: 'Transfer to another branch',
    transferred: 'Transfer completed successfully',
    pieces: (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`,
    low: 'Low stock',
    out: 'Out of stock',
    payments: 'Payment Management',
    paymentsSearch: 'Search payments',
    view: 'View',
    ledger: "The item's movements",
    refund: 'Refund',
    refundTitle: 'Refund Payment',
    refundReason: /^Reason for the refund/,
    restock: 'Put the unit sold back in stock (it returns to the shelf unused)',
    refunded: 'Payment refunded successfully',
    lowStockTile: 'Low-stock items',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const rowsOf = (page: Page, sku: string) => page.locator('tbody tr').filter({ hasText: sku });

/** Waits until the item's rows (one per branch holding its SKU) read these stocks, in any order. */
async function stocksAre(page: Page, sku: string, expected: readonly string[]): Promise<void> {
  const read = async () => {
    const rows = await rowsOf(page, sku).all();
    const texts = await Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
    return texts.map((cells) => cells.find((cell) => expected.some((stock) => cell.trim() === stock)) ?? '?').sort();
  };
  await until(
    async () => JSON.stringify(await read()) === JSON.stringify([...expected].sort()),
    `stocks ${expected.join(', ')} (they read ${JSON.stringify(await read())})`,
    10_000,
  );
}

describe('inventory at the front desk (real browser)', () => {
  const suite = browserSuite();

  it.each([
    { language: 'es', width: 1366, name: 'Vendas Prueba', sku: 'VND-PRB' },
    { language: 'en', width: 375, name: 'Wraps Test', sku: 'WRP-TST' },
  ] as const)(
    '$language at $width px: create, receive, sell (the payment shows), count, transfer, low stock in words',
    async ({ language, width, name, sku }) => {
      const words: Words = WORDS[language];
      const subject = `${name} (${sku})`;
      const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language }, { viewport: { width, height: 900 } });
      await page.goto('/admin-inventory');
      await page.getByRole('heading', { name: words.title, exact: true }).waitFor();
      await page.locator('tbody tr').first().waitFor();

      // Create: no stock yet, so it is out of stock, said in words.
      await page.getByRole('button', { name: words.create }).click();
      const form = dialog(page, words.create);
      await form.getByLabel(words.fields.name).fill(name);
      await form.getByLabel(words.fields.sku).fill(sku.toLowerCase());
      await form.getByLabel(words.fields.category).selectOption({ label: words.gear });
      await form.getByLabel(words.fields.cost).fill('80');
      await form.getByLabel(words.fields.price).fill('150');
      await form.getByLabel(words.threshold).fill('3');
      await form.getByLabel(words.opening).fill('0');
      await form.getByRole('button', { name: words.save, exact: true }).click();
      await toast(page, words.created).waitFor();
      await form.waitFor({ state: 'hidden' });
      await page.getByRole('searchbox', { name: words.search }).fill(sku);
      await stocksAre(page, sku, [words.pieces(0)]);
      await rowsOf(page, sku).getByText(words.out, { exact: true }).waitFor();

      // Receive 10 (IN) at a unit cost.
      await rowAction(page, words.more, subject, words.move);
      const receipt = dialog(page, words.move);
      await receipt.getByLabel(words.quantity).fill('10');
      await receipt.getByLabel(words.unitCost).fill('75');
      await receipt.getByRole('button', { name: words.moveSubmit, exact: true }).click();
      await toast(page, words.moved).waitFor();
      await stocksAre(page, sku, [words.pieces(10)]);
      expect(await rowsOf(page, sku).locator('.inventory-stock-chip').count()).toBe(0);

      // Sell one at the desk to a demo client, by card.
      await rowAction(page, words.more, subject, words.sell);
      const sale = dialog(page, words.sellTitle);
      const client = await sale
        .locator('select option', { hasText: CLIENT_CREDENTIALS.email })
        .first()
        .getAttribute('value');
      await sale.getByLabel(words.client).selectOption(client ?? '');
      await sale.getByLabel(words.method).selectOption({ label: words.card });
      await sale.getByRole('button', { name: words.sell, exact: true }).click();
      await toast(page, words.sold).waitFor();
      await stocksAre(page, sku, [words.pieces(9)]);

      // The sale's payment is in the payments screen: the client's, described by the item and its quantity.
      await page.goto('/admin-payments');
      await page.getByRole('heading', { name: words.payments }).waitFor();
      await page.getByRole('searchbox', { name: words.paymentsSearch }).fill(CLIENT_CREDENTIALS.email);
      const paid = page.locator('tbody tr').filter({ hasText: `1 × ${subject}` });
      await paid.waitFor();

      // The client brings it back unused: refunded, and the refund puts the unit back in stock.
      const inlineRefund = paid.getByRole('button', { name: new RegExp(`^${words.refund} `) });
      const morePaid = paid.getByRole('button', { name: new RegExp(`^${words.more} `) });
      await inlineRefund.or(morePaid).first().waitFor();
      if (await inlineRefund.count()) await inlineRefund.click();
      else {
        await morePaid.click();
        await page.getByRole('menuitem', { name: words.refund, exact: true }).click();
      }
      const refund = dialog(page, words.refundTitle);
      await refund.getByLabel(words.refundReason).fill(language === 'es' ? 'Talla equivocada' : 'Wrong size');
      // Blueprint draws the box over a hidden input: the person clicks its label.
      await refund.getByText(words.restock, { exact: true }).click();
      expect(await refund.getByRole('checkbox', { name: words.restock }).isChecked()).toBe(true);
      await refund.getByRole('button', { name: words.refund, exact: true }).click();
      await toast(page, words.refunded).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: words.title, exact: true }).waitFor();
      await stocksAre(page, sku, [words.pieces(10)]);

      // A count finds 2 on the shelf: the stock becomes 2, at or under the threshold of 3: low stock, in words.
      await rowAction(page, words.more, subject, words.move);
      const count = dialog(page, words.move);
      await count.getByLabel(words.type).selectOption({ label: words.adjust });
      await count.getByLabel(words.quantity).fill('2');
      await count.getByLabel(words.reason).fill(language === 'es' ? 'Conteo semanal' : 'Weekly count');
      await count.getByRole('button', { name: words.moveSubmit, exact: true }).click();
      await toast(page, words.moved).waitFor();
      await stocksAre(page, sku, [words.pieces(2)]);
      await rowsOf(page, sku).getByText(words.low, { exact: true }).waitFor();
      await screenshot(page, `inventory-low-stock-${language}-${width}`, false);

      // Transfer one to the other branch: it opens the same SKU there.
      await rowAction(page, words.more, subject, words.transfer);
      const transfer = dialog(page, words.transferTitle);
      // "Name (SKU) · Branch · stock": the branch the units leave.
      const from = (await transfer.locator('.inventory-dialog__subject').innerText()).split(' · ')[1] ?? '';
      await transfer.getByLabel(words.quantity).fill('1');
      await transfer.getByRole('button', { name: words.transfer, exact: true }).click();
      await toast(page, words.transferred).waitFor();
      await stocksAre(page, sku, [words.pieces(1), words.pieces(1)]);

      // The item's page (the source's): its ledger, newest first, before → after.
      const source = rowsOf(page, sku).filter({ hasText: from });
      const view = source.getByRole('button', { name: `${words.view} ${subject}`, exact: true });
      const more = source.getByRole('button', { name: `${words.more} ${subject}`, exact: true });
      await view.or(more).first().waitFor();
      if (await view.count()) await view.click();
      else {
        await more.click();
        await page.getByRole('menuitem', { name: words.view, exact: true }).click();
      }
      const ledger = page.getByRole('table', { name: words.ledger });
      await ledger.waitFor();
      for (const step of ['2 → 1', '10 → 2', '9 → 10', '10 → 9', '0 → 10'])
        await ledger.getByText(step).first().waitFor();
      await screenshot(page, `inventory-item-${language}-${width}`);

      // The dashboard's low-stock tile counts it and opens the inventory filtered to low stock.
      await page.goto('/admin');
      await page.getByRole('link', { name: new RegExp(words.lowStockTile) }).click();
      await page.waitForURL(/\/admin-inventory\?stock=low/);
      await page.getByRole('searchbox', { name: words.search }).fill(sku);
      await stocksAre(page, sku, [words.pieces(1), words.pieces(1)]);
    },
  );
});
