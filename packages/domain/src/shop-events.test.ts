import { describe, expect, it } from 'vitest';
import { redactSearchTerm, SHOP_EVENTS_PER_BATCH } from './shop-event-limits';
import { shopEventBatchProblem, shopEventBatchSchema } from './shop-events';

const visitor = crypto.randomUUID();
const visit = 'V1StGXR8_Z5jdHi6B-myTq';
const productId = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const problemOf = (batch: unknown) => {
  const result = shopEventBatchSchema.safeParse(batch);
  return result.success ? null : shopEventBatchProblem(result.error);
};

describe('shop event batches', () => {
  it('takes ids from crypto.randomUUID() and 22-character url-safe ids, and normalises search terms', () => {
    const parsed = shopEventBatchSchema.parse({
      visitor,
      visit,
      events: [
        { type: 'search', at: 1, term: '  Palm   OIL ', resultCount: 3, productIds: [productId.toUpperCase()] },
        { type: 'product_viewed', at: 1, productId, landing: true },
      ],
    });
    expect(parsed.events[0]).toEqual({
      type: 'search',
      at: 1,
      term: 'palm oil',
      resultCount: 3,
      productIds: [productId],
    });
    expect(parsed.events[1]).toMatchObject({ landing: true });
  });

  it('never keeps an email address or a phone number typed into a search box', () => {
    const term = (typed: string) => {
      const parsed = shopEventBatchSchema.parse({
        visitor,
        visit,
        events: [{ type: 'search', at: 1, term: typed, resultCount: 0 }],
      });
      return (parsed.events[0] as { term: string }).term;
    };
    expect(term('Chioma.Okafor+shop@Example.com')).toBe('[email]');
    expect(term('call 0803 123 4567 for cream')).toBe('call [phone] for cream');
    expect(term('+234 (803) 123-4567')).toBe('[phone]');
    expect(term('08031234567')).toBe('[phone]');
    expect(term('me at ada@mail')).toBe('me at [email]');
    // Short numbers are product words, kept.
    expect(term('vitamin c 1000mg')).toBe('vitamin c 1000mg');
    expect(term('body lotion 400 ml')).toBe('body lotion 400 ml');
    expect(term('soap 2 in 1')).toBe('soap 2 in 1');
    // A term full of them stays within the bound.
    expect(term('@ '.repeat(50)).length).toBeLessThanOrEqual(100);
    expect(redactSearchTerm('ring 0701-234-5678 or a@b.ng')).toBe('ring [phone] or [email]');
  });

  it('names the first problem with the event it is in', () => {
    const events = (e: unknown[]) => ({ visitor, visit, events: e });
    expect(problemOf(events([{ type: 'order_placed', at: 1 }]))).toMatch(
      /^events\.0: type must be one of store_viewed/,
    );
    expect(problemOf(events([{ type: 'search', at: 1, term: 'x'.repeat(101), resultCount: 0 }]))).toBe(
      'events.0: term must be at most 100 characters',
    );
    expect(problemOf(events([{ type: 'search', at: 1, term: '   ', resultCount: 0 }]))).toBe(
      'events.0: term must not be empty',
    );
    expect(problemOf(events([{ type: 'store_viewed', at: 1 }]))).toBe(
      'events.0.storeSlug: Name the store: storeSlug or manufacturerId',
    );
    expect(problemOf(events([{ type: 'product_listed', at: 1, list: 'store', productIds: ['x'] }]))).toBe(
      'events.0.productIds.0: must be a product id',
    );
    expect(
      problemOf(events([{ type: 'product_listed', at: 1, list: 'store', productIds: Array(51).fill(productId) }])),
    ).toBe('events.0: productIds: at most 50 products');
    expect(problemOf(events(Array(SHOP_EVENTS_PER_BATCH + 1).fill({ type: 'product_viewed', at: 1, productId })))).toBe(
      'events: at most 20 a request',
    );
    expect(problemOf({ visitor: 'me@example.com', visit, events: [] })).toBe(
      'visitor must be a random id of 22 to 36 letters, digits, "-" or "_"',
    );
  });
});
