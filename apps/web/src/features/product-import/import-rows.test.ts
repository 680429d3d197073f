import { PRODUCT_ROW_NEEDS_PHOTO } from '@kasuwa/domain';
import { describe, expect, it } from 'vitest';
import type { ProductPreviewRow } from './api/preview-product-import';
import { inBatches, readyValues, withPhoto } from './import-rows';

const values = {
  name: 'Zobo 50cl',
  description: 'Chilled hibiscus drink.',
  retailPrice: 700,
  quantity: 30,
  category: null,
  barCode: null,
  batchNumber: '4',
  manufactureDate: '2026-03-01T00:00:00.000Z',
  expiryDate: '2026-09-01T00:00:00.000Z',
  imageUrl: null,
};
const needsPhoto: ProductPreviewRow = {
  row: 2,
  name: 'Zobo 50cl',
  retailPrice: '700',
  quantity: '30',
  expiryDate: '2026-09-01',
  status: 'needs-photo',
  errors: [{ field: 'imageUrl', message: PRODUCT_ROW_NEEDS_PHOTO }],
  values,
};
const broken: ProductPreviewRow = {
  ...needsPhoto,
  row: 3,
  status: 'error',
  errors: [{ field: 'retailPrice', message: 'Retail price must be more than ₦0' }],
  values: null,
};

describe('withPhoto', () => {
  it('makes a row that only lacked a photo ready, and needing one again when it is removed', () => {
    const ready = withPhoto(needsPhoto, '/uploads/images/a.webp');
    expect(ready).toMatchObject({ status: 'ready', errors: [], values: { imageUrl: '/uploads/images/a.webp' } });
    expect(withPhoto(ready, null)).toEqual(needsPhoto);
  });

  it('leaves a row with other errors as it is', () => {
    expect(withPhoto(broken, '/uploads/images/a.webp')).toBe(broken);
  });
});

describe('readyValues', () => {
  it('takes only ready rows with a photo, in order', () => {
    const ready = withPhoto(needsPhoto, '/uploads/images/a.webp');
    expect(readyValues([needsPhoto, broken, ready])).toEqual([{ ...values, imageUrl: '/uploads/images/a.webp' }]);
  });
});

describe('inBatches', () => {
  it('splits in order, the last batch shorter', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
