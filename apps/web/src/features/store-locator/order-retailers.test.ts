import { describe, expect, it } from 'vitest';
import { orderRetailers } from './order-retailers';

const ikeja = { latitude: 6.6018, longitude: 3.3515 };
const store = (name: string, latitude: number, longitude: number) => ({ name, location: { latitude, longitude } });
const yaba = store('Yaba Mart', 6.5095, 3.3711);
const ikejaMall = store('Ikeja City Mall', 6.6142, 3.3581);
const lekki = store('Lekki Store', 6.4474, 3.4706);

describe('orderRetailers', () => {
  it('puts the nearest retailer first and gives each its straight-line distance', () => {
    const ordered = orderRetailers([lekki, yaba, ikejaMall], ikeja);
    expect(ordered.map((r) => r.retailer.name)).toEqual(['Ikeja City Mall', 'Yaba Mart', 'Lekki Store']);
    expect(ordered[0]!.distanceKm).toBeCloseTo(1.56, 1);
    expect(ordered.every((r, i) => i === 0 || r.distanceKm! >= ordered[i - 1]!.distanceKm!)).toBe(true);
  });

  it('orders by name, without distances, while the position is unknown', () => {
    const ordered = orderRetailers([yaba, lekki, ikejaMall], null);
    expect(ordered.map((r) => r.retailer.name)).toEqual(['Ikeja City Mall', 'Lekki Store', 'Yaba Mart']);
    expect(ordered.map((r) => r.distanceKm)).toEqual([null, null, null]);
  });

  it('breaks distance ties by name and leaves the input alone', () => {
    const input = [store('b shop', 6.6, 3.35), store('A shop', 6.6, 3.35)];
    expect(orderRetailers(input, ikeja).map((r) => r.retailer.name)).toEqual(['A shop', 'b shop']);
    expect(input.map((r) => r.name)).toEqual(['b shop', 'A shop']);
  });

  it('is empty for no retailers', () => {
    expect(orderRetailers([], ikeja)).toEqual([]);
  });
});
