import { describe, expect, it } from 'vitest';
import { cancelSchema, deliverySettingsSchema } from './store-orders';

describe('delivery settings', () => {
  it('reads naira as typed into kobo; an empty threshold means never free', () => {
    expect(deliverySettingsSchema.parse({ fee: '1,500', freeAbove: '20000.50' })).toEqual({
      feeKobo: 150_000,
      freeAboveKobo: 2_000_050,
    });
    expect(deliverySettingsSchema.parse({ fee: 0, freeAbove: '' })).toEqual({ feeKobo: 0, freeAboveKobo: null });
  });

  it('names the field and the rule it breaks', () => {
    const issues = deliverySettingsSchema.safeParse({ fee: '', freeAbove: '-5' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fee', 'Enter the delivery fee in naira, e.g. 1500'],
      ['freeAbove', 'Enter the free-delivery amount in naira, e.g. 20000'],
    ]);
  });
});

describe('a store cancelling', () => {
  it('must say why', () => {
    expect(cancelSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('Say why the order is cancelled');
    expect(cancelSchema.parse({ reason: ' Out of stock ' })).toEqual({ reason: 'Out of stock' });
  });
});
