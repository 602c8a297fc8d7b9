import type { Entry } from './entry.js';
import { CountViews } from './count-views.js';

describe('CountViews', () => {
  const list = { isActive: true };
  const search = (text: string) => ({ nameSort: { $regex: text } });

  it('keeps the lists’ views however many searches are typed', () => {
    const views = new CountViews();
    views.remember(list, 7);
    const match: Entry = { doc: { _id: 'q', nameSort: 'queretaro' }, seq: 0 };
    for (const text of ['q', 'qu', 'que', 'quer', 'quere', 'queret', 'quereta', 'queretar', 'queretaro'])
      views.remember(search(text), 1, [match]);
    expect(views.get(list)).toBe(7);
    // Searches keep the last four typed; older ones are counted again when asked for.
    expect(views.get(search('queretaro'))).toBe(1);
    expect(views.get(search('quereta'))).toBe(1);
    expect(views.get(search('quere'))).toBeUndefined();
  });

  it('adjusts a search view, count and matches, by each written document', () => {
    const views = new CountViews();
    const north: Entry = { doc: { _id: 'a', nameSort: 'centro norte' }, seq: 0 };
    const south: Entry = { doc: { _id: 'b', nameSort: 'sur' }, seq: 1 };
    views.remember(search('centro'), 0, []);
    views.inserted(north);
    views.inserted(south);
    const renamed = { _id: 'b', nameSort: 'centro sur' };
    views.replaced(south, south.doc, renamed);
    south.doc = renamed;
    views.removed(north);
    expect(views.get(search('centro'))).toBe(1);
    expect([...(views.search(search('centro'))?.matches ?? [])]).toEqual([south]);
    // A list's view counts without keeping its matches.
    views.remember(list, 3, [north]);
    expect(views.search(list)).toBeUndefined();
    expect(views.isSearch(search('x'))).toBe(true);
    expect(views.isSearch(list)).toBe(false);
  });

  it('does not key filters that read more than the document', () => {
    const views = new CountViews();
    views.remember({ $where: 'true' }, 3);
    expect(views.get({ $where: 'true' })).toBeUndefined();
  });
});
