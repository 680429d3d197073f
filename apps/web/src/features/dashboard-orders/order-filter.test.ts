import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, exportHref, filterFromParams, paramsWithFilter, sortOf, statusesOf } from './order-filter';

describe('the orders filter in the address bar', () => {
  it('reads status, sort and search, and falls back to the default for anything unknown', () => {
    expect(filterFromParams(new URLSearchParams('status=new&sort=total&q=%20Chioma%20'))).toEqual({
      status: 'new',
      sort: 'total',
      search: 'Chioma',
    });
    expect(filterFromParams(new URLSearchParams('status=lost&sort=PRICE'))).toEqual(DEFAULT_FILTER);
    expect(filterFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTER);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const written = paramsWithFilter(new URLSearchParams('status=new&other=1'), {
      status: 'all',
      sort: 'oldest',
      search: ' KSW-7QH ',
    });
    expect(written.toString()).toBe('other=1&sort=oldest&q=KSW-7QH');
    expect(paramsWithFilter(new URLSearchParams('q=x&sort=total'), DEFAULT_FILTER).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filter = { status: 'cancelled', sort: 'total', search: 'Okafor' } as const;
    expect(filterFromParams(paramsWithFilter(new URLSearchParams(), filter))).toEqual(filter);
  });

  it('maps the tabs and sorts to the API: New is PENDING, All is no status', () => {
    expect(statusesOf('new')).toEqual(['PENDING']);
    expect(statusesOf('all')).toEqual([]);
    expect(sortOf('oldest')).toBe('OLDEST');
    expect(sortOf('total')).toBe('TOTAL');
  });

  it('exports the same filter as the list shows', () => {
    expect(exportHref('m-1', { status: 'shipped', sort: 'total', search: 'Ada & Co' })).toBe(
      '/orders/export.csv?manufacturerId=m-1&status=SHIPPED&search=Ada+%26+Co',
    );
    expect(exportHref('m-1', DEFAULT_FILTER)).toBe('/orders/export.csv?manufacturerId=m-1');
  });
});
