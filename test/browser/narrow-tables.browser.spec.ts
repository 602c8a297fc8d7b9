import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, screenshot } from './support/browser';

/** Each admin list, with the heading of its status chip's column. */
const SCREENS = [
  { path: '/admin/branches', status: 'Estatus' },
  { path: '/admin/membership-plans', status: 'Estado' },
  { path: '/admin-classes', status: 'Estado' },
  { path: '/admin-clients', status: 'Estado' },
  { path: '/admin-employees', status: 'Estado' },
  { path: '/admin-users', status: 'Estado' },
  { path: '/admin-reservations', status: 'Estado' },
  { path: '/admin-memberships', status: 'Estado' },
  { path: '/admin-payments', status: 'Estado' },
  { path: '/admin-inventory', status: 'Estado' },
] as const;

const PHONE = { width: 375, height: 800 };

interface Probe {
  /** The table is wider than the phone: it scrolls sideways (else the check proves little). */
  readonly scrolls: boolean;
  readonly first: string;
  /** What lies over the centre of the first row's first data cell, when something else does. */
  readonly firstCoveredBy: string | null;
  readonly chip: string;
  readonly chipCoveredBy: string | null;
  /** Cells of the first row found under another element at some sideways scroll of the table. */
  readonly sweep: readonly string[];
}

/**
 * Whether the first row's first data cell and its status chip can be seen: brought into view as the page
 * or a keyboard would (scrollIntoView), the element at their centre (document.elementFromPoint) must be
 * theirs. Then the table is scrolled sideways from one end to the other, and at each stop every cell of the
 * row whose centre is inside the table's box must be on top there too: no column ever slides under another.
 * A string script: this test project has no DOM types.
 */
function probe(page: Page, statusHeading: string): Promise<Probe> {
  return page.evaluate(`(() => {
    const coveredBy = (element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && element.contains(hit)) return null;
      return hit ? hit.outerHTML.slice(0, 120) : 'nothing: off the screen';
    };
    const wrap = document.querySelector('.admin-table-wrap');
    const headings = [...wrap.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    const cells = [...wrap.querySelector('tbody tr').children];
    const first = cells.find((cell) => !cell.classList.contains('admin-table__actions'));
    wrap.scrollLeft = 0;
    first.scrollIntoView({ block: 'center', inline: 'nearest' });
    const firstCoveredBy = coveredBy(first);
    const chip = cells[headings.indexOf(${JSON.stringify(statusHeading)})].querySelector('.bp6-tag');
    chip.scrollIntoView({ block: 'center', inline: 'nearest' });
    const chipCoveredBy = coveredBy(chip);
    const sweep = [];
    const room = wrap.scrollWidth - wrap.clientWidth;
    for (const stop of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
      wrap.scrollLeft = Math.round(stop * room);
      const view = wrap.getBoundingClientRect();
      cells.forEach((cell, index) => {
        const box = cell.getBoundingClientRect();
        const centre = box.left + box.width / 2;
        if (centre <= view.left || centre >= view.right) return;
        const over = coveredBy(cell);
        if (over) sweep.push(headings[index] + ' at ' + Math.round(stop * 100) + '%: under ' + over);
      });
    }
    wrap.scrollLeft = 0;
    return {
      scrolls: room > 0,
      first: first.textContent.trim(),
      firstCoveredBy,
      chip: chip.textContent.trim(),
      chipCoveredBy,
      sweep,
    };
  })()`);
}

/**
 * On a 375 px phone an admin list's table scrolls sideways, and nothing in it sits over its key columns
 * (the row's name, its status chip): the row's actions are one "Más acciones" button leading the row, in
 * view as the screen opens and used from the keyboard.
 */
describe('admin tables on a 375 px phone (real browser)', () => {
  const suite = browserSuite();

  it.each(['light', 'dark'] as const)(
    'keep the first column and the status chip uncovered, and the row actions at hand (%s theme)',
    async (theme) => {
      const { page } = await suite.openSignedIn(
        ADMIN_CREDENTIALS,
        { theme, language: 'es' },
        { colorScheme: theme, viewport: PHONE },
      );
      for (const { path, status } of SCREENS) {
        await page.goto(path);
        const row = page.locator('tbody tr').first();
        const more = row.getByRole('button', { name: /^Más acciones / });
        await more.waitFor();
        // The screen's cards and filters settle before anything is measured.
        await page.waitForLoadState('networkidle');

        const found = await probe(page, status);
        expect({ path, ...found }).toEqual({
          path,
          scrolls: true,
          first: expect.stringMatching(/\S/),
          firstCoveredBy: null,
          chip: expect.stringMatching(/\S/),
          chipCoveredBy: null,
          sweep: [],
        });
        if (theme === 'light') await screenshot(page, `narrow-table${path.replace(/\//g, '-')}`, false);

        // The row's one button is in view without scrolling, and opens its menu from the keyboard.
        const box = await more.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        await more.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: (await more.getAttribute('aria-label')) ?? '' });
        await menu.waitFor();
        expect(await menu.getByRole('menuitem').count()).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }
    },
  );
});
