import { all as allStatesAndLgas } from 'nigerian-states-and-lgas';
import { describe, expect, it } from 'vitest';
import { getGazetteer } from './gazetteer';
import { GazetteerGeocoder } from './gazetteer-geocoder';
import { STATE_CAPITALS } from './state-capitals';

// Nigeria lies within these bounds.
const inNigeria = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  latitude > 4 && latitude < 14 && longitude > 2.6 && longitude < 14.7;

describe('gazetteer', () => {
  const gazetteer = getGazetteer();

  it('has the 36 states and the FCT, each with a capital', () => {
    expect(gazetteer.states).toHaveLength(37);
    expect(gazetteer.states.map((state) => state.name)).toEqual(
      expect.arrayContaining(['Lagos', 'Katsina', 'Federal Capital Territory']),
    );
    expect(STATE_CAPITALS).toHaveLength(37);
  });

  it('places every town and LGA inside Nigeria', () => {
    expect(gazetteer.places.length).toBeGreaterThan(1000);
    for (const place of gazetteer.places) expect(inNigeria(place), place.name).toBe(true);
  });

  it('agrees with GeoNames on every state capital to within 0.1°', () => {
    for (const state of gazetteer.states) {
      const town = gazetteer.places.find((place) => place.state === state && place.name === state.capital.name);
      expect(town, state.capital.name).toBeDefined();
      expect(Math.abs((town?.latitude ?? 0) - state.capital.latitude)).toBeLessThan(0.1);
      expect(Math.abs((town?.longitude ?? 0) - state.capital.longitude)).toBeLessThan(0.1);
    }
  });

  it('finds every one of the 774 LGAs in its state', async () => {
    const geocoder = new GazetteerGeocoder();
    const lgas = allStatesAndLgas().flatMap(({ state, lgas }) => lgas.map((lga) => ({ lga, state })));
    expect(lgas).toHaveLength(774);
    for (const { lga, state } of lgas) {
      const expectedState = state === 'Kastina' ? 'Katsina' : state;
      const place = await geocoder.geocode(`${lga}, ${expectedState}`);
      expect(place?.state, lga).toBe(expectedState);
      expect(place && inNigeria(place), lga).toBe(true);
    }
  });

  it('is built once', () => {
    expect(getGazetteer()).toBe(gazetteer);
  });
});
