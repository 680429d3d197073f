import { describe, expect, it } from 'vitest';
import {
  batchSupplySchema,
  CHOOSE_A_RETAILER,
  CODES_STILL_BEING_MADE,
  DOWNLOAD_LAST_RUN_FIRST,
  newCodeRunRefusal,
  startOfDayInLagos,
  SUPPLY_DATE_IN_FUTURE,
  unitCodesDailyQuotaRefusal,
  unitsLeftMessage,
} from './batches';
import { dayInLagos } from './validation';

const batch = { manufactureDate: new Date('2026-02-01T00:00:00Z'), quantity: 100, unitsSupplied: 40 };
// 23:30 UTC on 10 March is already 11 March in Lagos (UTC+1).
const now = new Date('2026-03-10T23:30:00Z');
const STORE = '6f1c1d2e-8a4b-4c1d-9e2f-0a1b2c3d4e5f';

function issue(input: Record<string, unknown>) {
  const result = batchSupplySchema(batch, now).safeParse(input);
  return result.success
    ? null
    : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
}

describe('batchSupplySchema', () => {
  it('takes a retailer, optional units and the day in Nigeria', () => {
    expect(batchSupplySchema(batch, now).parse({ storeId: STORE, units: '', suppliedOn: '2026-03-11' })).toEqual({
      storeId: STORE,
      units: undefined,
      suppliedOn: '2026-03-11',
    });
    expect(
      batchSupplySchema(batch, now).parse({ storeId: STORE, units: '40', suppliedOn: '2026-02-01' }),
    ).toMatchObject({
      units: 40,
      suppliedOn: '2026-02-01',
    });
  });

  it('refuses with messages next to their fields', () => {
    const ok = { storeId: STORE, suppliedOn: '2026-03-01' };
    expect(issue({ ...ok, storeId: '' })).toEqual({ field: 'storeId', message: CHOOSE_A_RETAILER });
    expect(issue({ ...ok, units: '0' })).toEqual({ field: 'units', message: 'Units must be at least 1' });
    expect(issue({ ...ok, units: '2.5' })).toEqual({ field: 'units', message: 'Units must be a whole number' });
    expect(issue({ ...ok, units: '61' })).toEqual({
      field: 'units',
      message: 'This batch has 60 units not yet supplied.',
    });
    expect(issue({ ...ok, units: '60' })).toBeNull();
    expect(
      batchSupplySchema({ ...batch, unitsSupplied: 100 }, now).safeParse({ ...ok, units: '1' }).error?.issues[0]
        ?.message,
    ).toBe(unitsLeftMessage(0));
    expect(unitsLeftMessage(1)).toBe('This batch has 1 unit not yet supplied.');
    expect(issue({ ...ok, suppliedOn: '' })).toEqual({ field: 'suppliedOn', message: 'Supply date is required' });
    expect(issue({ ...ok, suppliedOn: 'soon' })).toEqual({
      field: 'suppliedOn',
      message: 'Supply date must be a valid date',
    });
    expect(issue({ ...ok, suppliedOn: '2026-03-12' })).toEqual({ field: 'suppliedOn', message: SUPPLY_DATE_IN_FUTURE });
    expect(issue({ ...ok, suppliedOn: '2026-01-31' })).toEqual({
      field: 'suppliedOn',
      message: 'Supply date cannot be before the batch was made (1 Feb 2026)',
    });
  });

  it('reads days in Lagos time', () => {
    expect(dayInLagos(now)).toBe('2026-03-11');
    expect(dayInLagos(new Date('2026-03-10T22:59:00Z'))).toBe('2026-03-10');
  });
});

describe('newCodeRunRefusal', () => {
  const run = {
    status: 'done' as const,
    csvDownloadedAt: null,
    pdfDownloadedAt: null,
    downloadUntil: new Date('2026-03-17T10:00:00Z'),
  };
  it('waits for the last run to be made and one of its files downloaded', () => {
    expect(newCodeRunRefusal(null, now)).toBeNull();
    expect(newCodeRunRefusal({ ...run, status: 'queued' }, now)).toBe(CODES_STILL_BEING_MADE);
    expect(newCodeRunRefusal({ ...run, status: 'running' }, now)).toBe(CODES_STILL_BEING_MADE);
    expect(newCodeRunRefusal(run, now)).toBe(DOWNLOAD_LAST_RUN_FIRST);
    expect(newCodeRunRefusal({ ...run, pdfDownloadedAt: now }, now)).toBeNull();
    expect(newCodeRunRefusal({ ...run, csvDownloadedAt: now }, now)).toBeNull();
  });
  it('lets a failed run or one whose window has closed be followed', () => {
    expect(newCodeRunRefusal({ ...run, status: 'failed' }, now)).toBeNull();
    expect(newCodeRunRefusal(run, new Date('2026-03-17T10:00:01Z'))).toBeNull();
  });
});

describe('the unit codes a day', () => {
  it('counts from midnight in Nigeria', () => {
    expect(startOfDayInLagos(now).toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(startOfDayInLagos(new Date('2026-03-10T22:59:59Z')).toISOString()).toBe('2026-03-09T23:00:00.000Z');
  });
  it('refuses what would pass the limit, saying how many more are left', () => {
    expect(unitCodesDailyQuotaRefusal(600, 400, 1000)).toBeNull();
    expect(unitCodesDailyQuotaRefusal(600, 401, 1000)).toBe(
      'This business has asked for 600 codes today and can ask for 1,000 a day: ask for at most 400 more today.',
    );
    expect(unitCodesDailyQuotaRefusal(1000, 1, 1000)).toBe(
      'This business has asked for 1,000 codes today, the most it can ask for in a day. Try again tomorrow.',
    );
  });
});
