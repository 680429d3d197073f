import { describe, expect, it } from 'vitest';
import { placeName, placeNear } from './verification-place';

describe('placeNear', () => {
  it('names the nearest state capital with its state', () => {
    expect(placeNear(6.6, 3.35)).toBe('Ikeja, Lagos');
    expect(placeNear(9.06, 7.49)).toBe('Abuja, FCT');
  });

  it('names a capital that shares its state’s name once', () => {
    expect(placeNear(12.0022, 8.592)).toBe('Kano');
    expect(placeNear(10.52, 7.44)).toBe('Kaduna');
  });

  it('keeps no name outside Nigeria', () => {
    expect(placeNear(51.5, -0.12)).toBeNull();
  });
});

describe('placeName', () => {
  it('leaves out a state named as its town, whatever the case or the word State', () => {
    expect(placeName('Kano', 'Kano')).toBe('Kano');
    expect(placeName('Enugu', 'enugu State')).toBe('Enugu');
    expect(placeName('Benin City', 'Edo')).toBe('Benin City, Edo');
    expect(placeName('Ikeja', 'Lagos State')).toBe('Ikeja, Lagos State');
  });
});
