import { apiKeyIdOf, hashApiKey, issueApiKey, matchesDigest, prefixOf } from './api-key-text.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('API key text', () => {
  it('issues bxs_ + id + secret + checksum, 85 letters and digits, different every time', () => {
    const key = issueApiKey(ID);
    expect(key).toMatch(/^bxs_0f8fad5bd9cb469fa16570867728950e[0-9A-Za-z]{49}$/);
    expect(issueApiKey(ID)).not.toBe(key);
    expect(prefixOf(key)).toBe('bxs_0f8fad5b');
  });

  it('reads the id back from a well-formed key', () => {
    expect(apiKeyIdOf(issueApiKey(ID))).toBe(ID);
  });

  it('refuses a mistyped, truncated or foreign key without any lookup', () => {
    const key = issueApiKey(ID);
    const last = key.at(-1) === 'a' ? 'b' : 'a';
    const typo = key.slice(0, 40) + (key.charAt(40) === 'x' ? 'y' : 'x') + key.slice(41);
    for (const bad of [
      key.slice(0, -1) + last,
      typo,
      key.slice(0, -1),
      `${key}0`,
      key.replace('bxs_', 'bxt_'),
      '',
      'bxs_',
    ])
      expect(apiKeyIdOf(bad)).toBeNull();
  });

  it('keeps a SHA-256 of the key, never the key', () => {
    const key = issueApiKey(ID);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toContain(key.slice(36, 79));
  });

  it('matches a key against any digest kept for its id, and nothing else', () => {
    const key = issueApiKey(ID);
    const other = hashApiKey(issueApiKey(ID));
    expect(matchesDigest(key, [hashApiKey(key)])).toBe(true);
    expect(matchesDigest(key, [other, hashApiKey(key)])).toBe(true);
    expect(matchesDigest(key, [other])).toBe(false);
    expect(matchesDigest(key, [])).toBe(false);
    expect(matchesDigest(key, [hashApiKey(key).slice(0, 63)])).toBe(false);
  });
});
