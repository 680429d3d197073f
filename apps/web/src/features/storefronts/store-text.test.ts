import { describe, expect, it } from 'vitest';
import { productCountLabel, storeInitial, storeRatingLabel } from './store-text';

describe('productCountLabel', () => {
  it('says product for one and products otherwise', () => {
    expect(productCountLabel(0)).toBe('0 products');
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(7)).toBe('7 products');
  });
});

describe('storeInitial', () => {
  it('takes the first letter or digit, upper-cased', () => {
    expect(storeInitial('adunni Naturals')).toBe('A');
    expect(storeInitial('  "7Up Bottlers"')).toBe('7');
    expect(storeInitial('Ọja Oba')).toBe('Ọ');
  });

  it('falls back to a question mark for a name without letters', () => {
    expect(storeInitial('&&')).toBe('?');
  });
});

describe('storeRatingLabel', () => {
  it('is "New" before the first review, else the mean to one decimal', () => {
    expect(storeRatingLabel(null, 0)).toBe('New');
    expect(storeRatingLabel(4, 1)).toBe('4.0');
    expect(storeRatingLabel(4.25, 4)).toBe('4.3');
    expect(storeRatingLabel(3.3333333, 3)).toBe('3.3');
  });
});
