import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder } from './gazetteer-geocoder';

const geocoder = new GazetteerGeocoder();

function expectNear(
  place: { latitude: number; longitude: number } | null,
  latitude: number,
  longitude: number,
  tolerance = 0.1,
) {
  expect(place).not.toBeNull();
  expect(Math.abs((place?.latitude ?? Infinity) - latitude)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs((place?.longitude ?? Infinity) - longitude)).toBeLessThanOrEqual(tolerance);
}

describe('GazetteerGeocoder.suggest', () => {
  it('keeps the typed street and completes the state', async () => {
    const suggestions = await geocoder.suggest('12 Allen Avenue, Ikeja');
    expect(suggestions[0]).toBe('12 Allen Avenue, Ikeja, Lagos');
  });

  it('suggests "Place, State" for a place name typed alone', async () => {
    expect(await geocoder.suggest('Ikeja')).toEqual(['Ikeja, Lagos']);
  });

  it.each(['ikeja', 'IKEJA', 'ikej', '  Ikej '])('finds Ikeja from %j', async (typed) => {
    expect((await geocoder.suggest(typed))[0]).toBe('Ikeja, Lagos');
  });

  it('ignores accents', async () => {
    expect((await geocoder.suggest('Ìbàdàn'))[0]).toBe('Ibadan, Oyo');
  });

  it('completes a partly typed second word', async () => {
    const suggestions = await geocoder.suggest('Ibadan N');
    expect(suggestions).toEqual(expect.arrayContaining(['Ibadan North, Oyo', 'Ibadan North-East, Oyo']));
    expect(suggestions).not.toContain('Ibadan South-West, Oyo');
  });

  it('completes a partly typed state after a place into that place’s suggestion', async () => {
    expect(await geocoder.suggest('12 Allen Avenue, Ikeja, Lag')).toEqual(['12 Allen Avenue, Ikeja, Lagos']);
  });

  it('keeps a state the user already typed, spelled properly', async () => {
    expect((await geocoder.suggest('ikeja, lagos state'))[0]).toBe('Ikeja, Lagos State');
  });

  it('finds LGAs, including ones named the same in two states', async () => {
    expect(await geocoder.suggest('Nnewi North')).toEqual(['Nnewi North, Anambra']);
    const surulere = await geocoder.suggest('Surulere');
    expect(surulere).toEqual(expect.arrayContaining(['Surulere, Lagos', 'Surulere, Oyo']));
  });

  it('ranks the place in a typed state first', async () => {
    expect((await geocoder.suggest('Surulere, Oyo'))[0]).toBe('Surulere, Oyo');
  });

  it('writes a town named like its state as "Kano, Kano State"', async () => {
    const suggestions = await geocoder.suggest('Kano');
    expect(suggestions[0]).toBe('Kano, Kano State');
    expect(suggestions).toContain('Kano Municipal, Kano');
  });

  it('offers a state typed alone as the state and as its capital', async () => {
    expect(await geocoder.suggest('Rivers')).toEqual(['Rivers State', 'Port Harcourt, Rivers']);
  });

  it('offers Lagos as the city and the places that continue the name', async () => {
    const suggestions = await geocoder.suggest('Lagos');
    expect(suggestions[0]).toBe('Lagos, Lagos State');
    expect(suggestions).toContain('Lagos Island, Lagos');
  });

  it('finds Abuja as a city of the FCT, and the FCT by its short name', async () => {
    expect((await geocoder.suggest('abuja'))[0]).toBe('Abuja, Federal Capital Territory');
    expect(await geocoder.suggest('FCT')).toContain('Federal Capital Territory');
  });

  it('returns at most 8 distinct suggestions, and fewer when asked', async () => {
    for (const typed of ['ab', 'aba', 'oke', 'ibadan', 'lagos', 'kano', 'ado', 'ise']) {
      const suggestions = await geocoder.suggest(typed);
      expect(suggestions.length).toBeLessThanOrEqual(8);
      expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(suggestions.length);
    }
    expect(await geocoder.suggest('oke')).toHaveLength(8);
    expect(await geocoder.suggest('oke', 3)).toHaveLength(3);
    expect(await geocoder.suggest('oke', 50)).toHaveLength(8);
  });

  it('suggests the areas people write, the better-known place first', async () => {
    const garki = await geocoder.suggest('Garki');
    expect(garki[0]).toBe('Garki, Abuja');
    expect(garki).toContain('Garki, Jigawa');
    expect((await geocoder.suggest('yaba'))[0]).toBe('Yaba, Lagos');
    expect((await geocoder.suggest('Bodija'))[0]).toBe('Bodija, Ibadan, Oyo');
    expect((await geocoder.suggest('Victoria Isl'))[0]).toBe('Victoria Island, Lagos');
    expect((await geocoder.suggest('Maitama'))[0]).toBe('Maitama, Abuja');
  });

  it('keeps what was typed before an area', async () => {
    expect((await geocoder.suggest('12 Herbert Macaulay Way, Yaba'))[0]).toBe('12 Herbert Macaulay Way, Yaba, Lagos');
    expect((await geocoder.suggest('Shop 4, Festac'))[0]).toBe('Shop 4, Festac Town, Lagos');
  });

  it.each(['', '  ', 'ik', 'a-b', '12', ', ,'])('suggests nothing for %j', async (typed) => {
    expect(await geocoder.suggest(typed)).toEqual([]);
  });

  it('suggests nothing outside Nigeria or for gibberish', async () => {
    expect(await geocoder.suggest('asdfgh')).toEqual([]);
    expect(await geocoder.suggest('10 Downing Street, London')).toEqual([]);
  });
});

describe('GazetteerGeocoder.geocode', () => {
  it('places Ikeja', async () => {
    const place = await geocoder.geocode('Ikeja, Lagos');
    expectNear(place, 6.6, 3.35);
    expect(place).toMatchObject({ fullAddress: 'Ikeja, Lagos', city: 'Ikeja', state: 'Lagos' });
  });

  it('geocodes its own first suggestion', async () => {
    const [suggestion] = await geocoder.suggest('12 Allen Avenue, Ikeja');
    const place = await geocoder.geocode(suggestion ?? '');
    expect(place).toMatchObject({ fullAddress: '12 Allen Avenue, Ikeja, Lagos', city: 'Ikeja', state: 'Lagos' });
  });

  it('tidies the address it was given', async () => {
    const place = await geocoder.geocode('  5 Broad Street,   Lagos Island,\n Lagos ');
    expect(place).toMatchObject({ fullAddress: '5 Broad Street, Lagos Island, Lagos', city: 'Lagos Island' });
    expectNear(place, 6.45, 3.4);
  });

  it('reads "Garki, Abuja" as the FCT, not Garki in Jigawa', async () => {
    const place = await geocoder.geocode('Garki, Abuja');
    expect(place?.state).toBe('Federal Capital Territory');
    expectNear(place, 9.06, 7.49);
  });

  it('places an FCT LGA', async () => {
    const place = await geocoder.geocode('Gwagwalada, Federal Capital Territory');
    expect(place).toMatchObject({ city: 'Gwagwalada', state: 'Federal Capital Territory' });
    expectNear(place, 8.94, 7.08, 0.2);
  });

  it.each([
    ['Port Harcourt, Rivers', 'Port Harcourt', 'Rivers', 4.8, 7.0],
    ['Ibadan', 'Ibadan', 'Oyo', 7.38, 3.9],
    ['Kano', 'Kano', 'Kano', 12.0, 8.52],
    ['Nnewi North, Anambra', 'Nnewi North', 'Anambra', 6.02, 6.92],
    ['Surulere, Oyo', 'Surulere', 'Oyo', 8.1, 4.4],
  ])('places %j', async (address, city, state, latitude, longitude) => {
    const place = await geocoder.geocode(address);
    expect(place).toMatchObject({ city, state });
    expectNear(place, latitude, longitude, 0.25);
  });

  it('places a state named alone at its capital', async () => {
    const place = await geocoder.geocode('Rivers State');
    expect(place).toMatchObject({ city: 'Port Harcourt', state: 'Rivers' });
    expectNear(place, 4.8, 7.0);
  });

  it('does not take a street named after a town for the town', async () => {
    expect(await geocoder.geocode('14 Kano Road, Ikeja')).toMatchObject({ city: 'Ikeja', state: 'Lagos' });
  });

  it.each([
    ['Yaba', 'Lagos', 'Lagos', 6.51, 3.37],
    ['Plot 1, Adeola Odeku Street, Victoria Island', 'Lagos', 'Lagos', 6.43, 3.42],
    ['Plot 1, Adeola Odeku Street, VI, Lagos', 'Lagos', 'Lagos', 6.43, 3.42],
    ['Wuse 2, Abuja', 'Abuja', 'Federal Capital Territory', 9.08, 7.48],
    ['7 Aminu Kano Crescent, Wuse II', 'Abuja', 'Federal Capital Territory', 9.08, 7.48],
    ['Bodija, Ibadan, Oyo', 'Ibadan', 'Oyo', 7.43, 3.91],
    ['Rumuola, Port Harcourt', 'Port Harcourt', 'Rivers', 4.83, 7.0],
    ['14 Ibrahim Taiwo Road, Sabon Gari, Kano', 'Kano', 'Kano', 12.01, 8.53],
    ['Garki', 'Abuja', 'Federal Capital Territory', 9.03, 7.49],
  ])('places the area in %j', async (address, city, state, latitude, longitude) => {
    const place = await geocoder.geocode(address);
    expect(place).toMatchObject({ city, state, precision: 'AREA' });
    expectNear(place, latitude, longitude, 0.02);
  });

  it('still reads an area named with another state as that state’s place', async () => {
    expect(await geocoder.geocode('Garki, Jigawa')).toMatchObject({ state: 'Jigawa', city: 'Garki' });
    expect(await geocoder.geocode('Sabon Gari, Zaria')).toMatchObject({ state: 'Kaduna' });
  });

  it.each([
    ['Ikeja, Lagos', 'CITY'],
    ['Nnewi North, Anambra', 'LGA'],
    ['Rivers State', 'STATE'],
    ['Lagos', 'CITY'],
  ] as const)('records how exactly %j is placed', async (address, precision) => {
    expect(await geocoder.geocode(address)).toMatchObject({ precision });
  });

  it.each(['asdfgh', '10 Downing Street, London', '', '   '])('cannot place %j', async (address) => {
    expect(await geocoder.geocode(address)).toBeNull();
  });
});
