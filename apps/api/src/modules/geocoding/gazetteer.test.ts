import { haversineKm, isInNigeria } from '@kasuwa/domain';
import { all as allStatesAndLgas } from 'nigerian-states-and-lgas';
import { describe, expect, it } from 'vitest';
import { normalizedWords } from './address-text';
import { getGazetteer } from './gazetteer';
import { GazetteerGeocoder } from './gazetteer-geocoder';
import { NEIGHBOURHOODS } from './neighbourhoods';
import { STATE_CAPITALS } from './state-capitals';

const inNigeria = isInNigeria;
const sameName = (a: string, b: string) => normalizedWords(a).join(' ') === normalizedWords(b).join(' ');
/** How far (degrees) an area may lie outside the box around its state's GeoNames towns. */
const STATE_SPREAD_MARGIN = 0.05;
/** How far an area may lie from where the gazetteer puts its LGA. */
const AREA_TO_LGA_MAX_KM = 40;

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

  describe('the hand-written areas of big cities (approximate coordinates)', () => {
    it.each(NEIGHBOURHOODS.map((area) => [area.name, area] as const))(
      '%s lies in its state and near its LGA',
      (_name, area) => {
        const state = gazetteer.states.find((candidate) => candidate.name === area.state);
        expect(state, area.state).toBeDefined();
        expect(inNigeria(area)).toBe(true);

        const towns = gazetteer.places.filter((place) => place.state === state && place.kind === 'town');
        const latitudes = towns.map((town) => town.latitude);
        const longitudes = towns.map((town) => town.longitude);
        expect(area.latitude).toBeGreaterThanOrEqual(Math.min(...latitudes) - STATE_SPREAD_MARGIN);
        expect(area.latitude).toBeLessThanOrEqual(Math.max(...latitudes) + STATE_SPREAD_MARGIN);
        expect(area.longitude).toBeGreaterThanOrEqual(Math.min(...longitudes) - STATE_SPREAD_MARGIN);
        expect(area.longitude).toBeLessThanOrEqual(Math.max(...longitudes) + STATE_SPREAD_MARGIN);

        const lga = gazetteer.places.find(
          (place) => place.state === state && place.kind !== 'area' && sameName(place.name, area.lga),
        );
        expect(lga, `${area.lga} is an LGA of ${area.state}`).toBeDefined();
        expect(lga && haversineKm(area, lga)).toBeLessThanOrEqual(AREA_TO_LGA_MAX_KM);
        // And nearer its own state's capital than any other state's.
        const nearestCapital = [...gazetteer.states].sort(
          (a, b) => haversineKm(area, a.capital) - haversineKm(area, b.capital),
        )[0];
        expect(nearestCapital?.name).toBe(area.state);
      },
    );

    it('are areas of the gazetteer, named once per state', () => {
      const keys = NEIGHBOURHOODS.map((area) => `${area.state}|${area.name.toLowerCase()}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const area of NEIGHBOURHOODS) {
        const place = gazetteer.places.find((p) => p.name === area.name && p.state.name === area.state);
        expect(place, area.name).toMatchObject({ kind: 'area', city: area.city, latitude: area.latitude });
      }
    });
  });

  it('is built once', () => {
    expect(getGazetteer()).toBe(gazetteer);
  });
});
