import { describe, expect, it } from 'vitest';
import { fitsAsIs, isShrinkable, renamedFor, SEND_AS_IS_MAX_BYTES, shrunkSize } from './shrink-image-plan';

describe('shrinking a photo before upload', () => {
  it('scales the longest side to 2,048 px and keeps the shape', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(shrunkSize(9000, 3)).toEqual({ width: 2048, height: 1 });
    expect(shrunkSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it('sends small images as they are and re-encodes big ones', () => {
    expect(fitsAsIs(1200, 800, SEND_AS_IS_MAX_BYTES)).toBe(true);
    expect(fitsAsIs(1200, 800, SEND_AS_IS_MAX_BYTES + 1)).toBe(false);
    expect(fitsAsIs(2049, 800, 1000)).toBe(false);
  });

  it('shrinks JPEG, PNG and WebP but leaves GIFs (their frames) and unknown types alone', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].map((type) => isShrinkable({ type }))).toEqual([true, true, true]);
    expect(isShrinkable({ type: 'image/gif' })).toBe(false);
    expect(isShrinkable({ type: 'image/heic' })).toBe(false);
  });

  it('names the new file after the old one', () => {
    expect(renamedFor('IMG_2041.JPEG', 'image/webp')).toBe('IMG_2041.webp');
    expect(renamedFor('shea.butter.png', 'image/jpeg')).toBe('shea.butter.jpg');
    expect(renamedFor('.jpg', 'image/jpeg')).toBe('image.jpg');
  });
});
