import { describe, expect, it } from 'vitest';
import { inBatches, localRowErrors, retailerTemplateCsv, toRetailerCsv, type ImportRow } from './import-rows';

const row = (n: number, cells: Partial<ImportRow> = {}): ImportRow => ({
  row: n,
  name: `Shop ${n}`,
  fullAddress: 'Ikeja, Lagos',
  contact: '0803 123 4567',
  status: 'error',
  errors: [],
  ...cells,
});

describe('toRetailerCsv', () => {
  it('writes the header and quotes cells with commas or quotes', () => {
    expect(toRetailerCsv([{ name: 'Ade "Big" Shop', fullAddress: 'Ikeja, Lagos', contact: '0803' }])).toBe(
      'Name,Address,Contact\r\n"Ade ""Big"" Shop","Ikeja, Lagos",0803\r\n',
    );
  });

  it('makes a template with the header and two example rows', () => {
    const lines = retailerTemplateCsv().trim().split('\r\n');
    expect(lines[0]).toBe('Name,Address,Contact');
    expect(lines).toHaveLength(3);
  });
});

describe('localRowErrors', () => {
  it('gives the shared messages for missing cells', () => {
    const errors = localRowErrors(row(2, { name: ' ', contact: '' }), []);
    expect(errors.map((e) => e.message)).toEqual(['Retailer name is required', 'Contact is required']);
  });

  it('flags a name another row already uses at the same address, as the server does', () => {
    const others = [row(2, { name: 'Shop A' }), row(3, { name: 'shop  a', fullAddress: ' ikeja, lagos' })];
    expect(localRowErrors(others[1]!, others)).toEqual([{ field: 'name', message: 'Same name and address as row 2.' }]);
  });

  it('lets branches share a name at different addresses', () => {
    const others = [row(2, { name: 'ShopRite' }), row(3, { name: 'ShopRite', fullAddress: 'Wuse 2, Abuja' })];
    expect(localRowErrors(others[1]!, others)).toEqual([]);
  });

  it('applies the shared contact rule: a Nigerian phone number or an email', () => {
    expect(localRowErrors(row(2, { contact: 'call me maybe' }), [])).toEqual([
      { field: 'contact', message: 'Enter a Nigerian phone number (e.g. 0803 123 4567) or an email address' },
    ]);
    expect(localRowErrors(row(2, { contact: 'orders@shop.ng' }), [])).toEqual([]);
  });

  it('accepts a complete row', () => {
    expect(localRowErrors(row(2), [row(2), row(3)])).toEqual([]);
  });
});

describe('inBatches', () => {
  it('splits into groups of 100 by default', () => {
    const batches = inBatches(Array.from({ length: 250 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
  });

  it('gives nothing for nothing', () => {
    expect(inBatches([])).toEqual([]);
  });
});
