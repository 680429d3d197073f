import { describe, expect, it } from 'vitest';
import type { EditableProduct } from './api/get-editable-product';
import { EMPTY_PRODUCT_FORM, toFormValues, toProductInput } from './product-form-values';

const saved: EditableProduct = {
  id: 'p1',
  name: 'Shea Butter',
  description: 'Pure unrefined shea butter',
  category: null,
  imageUrl: 'http://x/uploads/images/a.webp',
  retailPrice: 1500.5,
  quantity: 12,
  batchNumber: 7,
  batchQuantity: null,
  barCode: null,
  manufactureDate: '2026-01-15T00:00:00.000Z',
  expiryDate: '2027-01-15T00:00:00.000Z',
  manufacturerId: 'm1',
};

describe('product form values', () => {
  it('pre-fills the form from a saved product, blanks for what is missing', () => {
    expect(toFormValues(saved)).toEqual({
      ...EMPTY_PRODUCT_FORM,
      name: 'Shea Butter',
      description: 'Pure unrefined shea butter',
      imageUrl: 'http://x/uploads/images/a.webp',
      retailPrice: '1500.5',
      quantity: '12',
      batchNumber: '7',
      manufactureDate: '2026-01-15',
      expiryDate: '2027-01-15',
    });
  });

  it('sends dates as ISO strings, the price as typed, optional blanks as null', () => {
    const input = toProductInput({ ...toFormValues(saved), retailPrice: ' 2,000 ', batchQuantity: '50' }, 'm1');
    expect(input).toMatchObject({
      retailPrice: '2,000',
      quantity: 12,
      batchNumber: '7',
      batchQuantity: 50,
      barCode: null,
      category: null,
      manufactureDate: '2026-01-15T00:00:00.000Z',
      expiryDate: '2027-01-15T00:00:00.000Z',
      manufacturerId: 'm1',
    });
  });

  it('round-trips a saved product unchanged', () => {
    const input = toProductInput(toFormValues({ ...saved, barCode: '590123', category: 'personalCare' }), 'm1');
    expect(input).toMatchObject({ barCode: '590123', category: 'personalCare', retailPrice: '1500.5' });
  });
});
