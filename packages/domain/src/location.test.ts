import { describe, expect, it } from 'vitest';
import { isInNigeria, optionalPinSchema, PIN_INCOMPLETE_MESSAGE, PIN_OUTSIDE_NIGERIA_MESSAGE } from './location';

describe('isInNigeria', () => {
  it.each([
    ['Victoria Island, Lagos', 6.4281, 3.4219],
    ['Lekki Phase 1, Lagos', 6.4478, 3.4723],
    ['Ajah, Lagos', 6.4698, 3.5852],
    ['Badagry, near the Benin border', 6.4157, 2.8813],
    ['Bonny Island', 4.4515, 7.1703],
    ['Calabar', 4.9589, 8.327],
    ['Maiduguri', 11.8469, 13.1571],
    ['Sokoto', 13.0609, 5.239],
    ['Maitama, Abuja', 9.0882, 7.4934],
  ])('takes %s', (_name, latitude, longitude) => {
    expect(isInNigeria({ latitude, longitude })).toBe(true);
  });

  it.each([
    ['Cotonou, Benin', 6.3703, 2.3912],
    ['Porto-Novo, Benin', 6.4969, 2.6036],
    ['Niamey, Niger', 13.5116, 2.1254],
    ['Zinder, Niger', 13.8053, 8.9881],
    ['Douala, Cameroon', 4.0511, 9.7679],
    ["N'Djamena, Chad", 12.1348, 15.0557],
    ['the Gulf of Guinea off Lagos', 6.0, 3.4],
    ['London', 51.5074, -0.1278],
    ['inside the bounding box but in Cameroon (Garoua)', 9.3, 13.4],
  ])('refuses %s', (_name, latitude, longitude) => {
    expect(isInNigeria({ latitude, longitude })).toBe(false);
  });

  it('refuses coordinates that are not numbers', () => {
    expect(isInNigeria({ latitude: Number.NaN, longitude: 3 })).toBe(false);
  });
});

describe('optionalPinSchema', () => {
  it('is null without coordinates, and the point with both', () => {
    expect(optionalPinSchema.parse({})).toBeNull();
    expect(optionalPinSchema.parse({ latitude: null, longitude: '' })).toBeNull();
    expect(optionalPinSchema.parse({ latitude: 6.5, longitude: 3.37 })).toEqual({ latitude: 6.5, longitude: 3.37 });
  });

  it('refuses one coordinate alone and a pin outside Nigeria', () => {
    const one = optionalPinSchema.safeParse({ latitude: 6.5 });
    expect(one.error?.issues[0]?.message).toBe(PIN_INCOMPLETE_MESSAGE);
    const abroad = optionalPinSchema.safeParse({ latitude: 6.37, longitude: 2.39 });
    expect(abroad.error?.issues[0]).toMatchObject({ message: PIN_OUTSIDE_NIGERIA_MESSAGE, path: ['latitude'] });
    expect(optionalPinSchema.safeParse({ latitude: 'six', longitude: 3 }).success).toBe(false);
  });
});
