import { specFor } from '../../../testing/given-when-then.js';
import { abandonedSkuClaim, ITEM_SKU_LIMIT, itemSkuClaim, itemSkuKey } from './item-sku-claim.js';

const spec = specFor(itemSkuClaim.aggregate);
const at = '2026-11-21T10:00:00.000Z';
const secondsLater = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const terms = { limit: ITEM_SKU_LIMIT, full: 'INVENTORY.SKU_TAKEN' } as const;

describe('item SKU claim', () => {
  it('gives a SKU of a branch to one item: a second is refused, the holder again is nothing new', () => {
    const claimed = { type: 'ItemSkuClaimed', data: { itemId: 'i1', claimedAt: at } };
    spec([])
      .when(itemSkuClaim.claim('i1', terms, at))
      .then([claimed]);
    spec([claimed])
      .when(itemSkuClaim.claim('i2', terms, at))
      .thenThrows('INVENTORY.SKU_TAKEN');
    spec([claimed])
      .when(itemSkuClaim.claim('i1', terms, at))
      .then([]);
    spec([claimed])
      .when(itemSkuClaim.release('i1'))
      .then([{ type: 'ItemSkuReleased', data: { itemId: 'i1' } }]);
  });

  it('names one stream per branch and SKU, whatever the SKU’s case or spaces', () => {
    expect(itemSkuKey('b1', ' glv-12 ')).toBe(itemSkuKey('b1', 'GLV-12'));
    expect(itemSkuKey('b2', 'GLV-12')).not.toBe(itemSkuKey('b1', 'GLV-12'));
    expect(itemSkuClaim.aggregate.streamId(itemSkuKey('b1', 'GLV-12'))).toMatch(/^item-sku-[0-9a-f]{40}$/);
  });

  it('lets go of a claim whose item was never recorded, once a minute has passed', () => {
    expect(abandonedSkuClaim(true, at, secondsLater(3600))).toBe(false);
    expect(abandonedSkuClaim(false, at, secondsLater(1))).toBe(false);
    expect(abandonedSkuClaim(false, at, secondsLater(61))).toBe(true);
    expect(abandonedSkuClaim(false, null, secondsLater(3600))).toBe(false);
  });
});
