import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import { ImageUrlRule, UPLOAD_IMAGE_FIRST } from './image-url-rule';

const IMAGE = '/uploads/images/0b5f3c1e-8d2a-4c6b-9e7f-1a2b3c4d5e6f.webp';
const rule = new ImageUrlRule({ publicUrl: 'https://kasuwa.ng', allowedOrigins: ['https://res.cloudinary.com'] });

function refusal(url: string, requestBaseUrl?: string) {
  try {
    rule.toStored(url, 'imageUrl', requestBaseUrl);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('which image URLs a product or brand may use', () => {
  it.each([
    [IMAGE, undefined, IMAGE],
    [`https://kasuwa.ng${IMAGE}`, undefined, IMAGE],
    [`http://localhost:4000${IMAGE}`, 'http://localhost:4000', IMAGE],
    [IMAGE.replace('.webp', '.thumb.webp'), undefined, IMAGE.replace('.webp', '.thumb.webp')],
    [
      'https://res.cloudinary.com/demo/image/upload/garri.jpg',
      undefined,
      'https://res.cloudinary.com/demo/image/upload/garri.jpg',
    ],
  ])('accepts %s (stored as %s)', (url, requestBaseUrl, stored) => {
    expect(rule.toStored(url, 'imageUrl', requestBaseUrl)).toBe(stored === undefined ? url : stored);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'https://evil.example/pixel.gif',
    `https://evil.example${IMAGE}`,
    `http://kasuwa.ng.evil.example${IMAGE}`,
    'http://res.cloudinary.com/demo/image/upload/garri.jpg',
    'https://user:pw@res.cloudinary.com/x.jpg',
    `https://kasuwa.ng${IMAGE}?x=1`,
    '/uploads/images/../../etc/passwd',
    '/uploads/other/x.webp',
    '//evil.example/uploads/images/x.webp',
    'placeholder',
    ' ',
  ])('refuses %s with a field error', (url) => {
    const error = refusal(url, 'http://localhost:4000');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: UPLOAD_IMAGE_FIRST, field: 'imageUrl' });
  });

  it('stores an image at the public address of the bucket (S3_PUBLIC_URL) as its relative path', () => {
    const withBucket = new ImageUrlRule({ uploadsPublicUrl: 'https://cdn.kasuwa.ng/media/' });
    const publicUrl = `https://cdn.kasuwa.ng/media/${IMAGE.slice('/uploads/'.length)}`;
    expect(withBucket.toStored(publicUrl, 'imageUrl')).toBe(IMAGE);
    for (const other of [
      `https://cdn.kasuwa.ng/elsewhere/${IMAGE.slice('/uploads/'.length)}`,
      `https://cdn.kasuwa.ng/media/images/../secret.webp`,
      `${publicUrl}?v=1`,
      'https://cdn.kasuwa.ng/media/other/x.webp',
    ]) {
      expect(() => withBucket.toStored(other, 'imageUrl')).toThrow(UPLOAD_IMAGE_FIRST);
    }
  });

  it("trusts the request's own origin only for that request", () => {
    expect(refusal(`http://localhost:4000${IMAGE}`, 'http://other:4000')).toBeInstanceOf(DomainError);
    expect(new ImageUrlRule().toStored(`http://shop.test${IMAGE}`, 'brandImage', 'http://shop.test')).toBe(IMAGE);
  });
});
