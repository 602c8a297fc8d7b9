import { containsFilter, foldForSearch, searchTextOf } from './search-text.js';

describe('foldForSearch', () => {
  it('lower-cases plain ASCII as it is', () => {
    expect(foldForSearch('John SMITH-Jones 42')).toBe('john smith-jones 42');
  });

  it('takes accents off, whatever the case, and keeps ^ and ` typed on their own', () => {
    expect(foldForSearch('Querétaro ÁNGELES Peña')).toBe('queretaro angeles pena');
    expect(foldForSearch('a^b`c')).toBe('a^b`c');
  });

  it('folds text with line breaks and tabs (searchTextOf joins texts with them)', () => {
    expect(searchTextOf('Box Básico', null, '', 'Cardio\tTÉCNICA')).toBe('box basico\ncardio\ttecnica');
  });

  it('escapes what a user types before it becomes a pattern', () => {
    expect(containsFilter('nameFold', ' García (a.m.) ')).toEqual({ nameFold: { $regex: 'garcia \\(a\\.m\\.\\)' } });
  });
});
