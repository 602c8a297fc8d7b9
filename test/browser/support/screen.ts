import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';

/** The open dialog whose heading is this title. */
export const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** The table row holding a cell that reads exactly this name. */
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/**
 * A row's action: its own button on a desktop, an entry of the row's one menu on a phone (spec §2, admin-table).
 * It waits for the row's controls first: the screen's heading shows before its rows arrive, and asking too early
 * would take a desktop for a phone.
 */
export async function rowAction(page: Page, moreActions: string, name: string, action: string): Promise<void> {
  const inline = page.getByRole('button', { name: `${action} ${name}`, exact: true });
  const more = page.getByRole('button', { name: `${moreActions} ${name}`, exact: true });
  await inline.or(more).first().waitFor();
  if (await inline.count()) return inline.click();
  // A list refetched while the menu is open (the command's own answer arriving late on a busy
  // machine) redraws the row and closes its menu: open it again, with the row as it is now.
  for (let attempt = 1; ; attempt += 1) {
    await more.click();
    const item = page
      .getByRole('menu', { name: `${moreActions} ${name}` })
      .getByRole('menuitem', { name: action, exact: true });
    try {
      return await item.click({ timeout: 10_000 });
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The studio's zone, which the demo server keeps (CONTRACT.md: Time). */
export const STUDIO_ZONE = 'America/Mexico_City';

/**
 * Types an instant into a history's "as of" picker (labelled `label`), as the picker reads it: the
 * studio's date and minute, whatever the browser's zone.
 */
export async function typeAsOf(
  page: Page,
  instant: Date,
  label = 'Estado en',
  timeLabel = 'Hora (24 h)',
): Promise<void> {
  const studio = DateTime.fromJSDate(instant).setZone(STUDIO_ZONE);
  await page.getByLabel(label, { exact: true }).fill(studio.toFormat('dd/MM/yyyy'));
  await page.getByLabel(timeLabel, { exact: true }).fill(studio.toFormat('HH:mm'));
}
