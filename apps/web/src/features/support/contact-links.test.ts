import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it('dials only digits and a leading plus', () => {
    expect(telHref('+234 800 000 0000')).toBe('tel:+2348000000000');
    expect(telHref('(0800) 123-4567')).toBe('tel:08001234567');
    expect(telHref('0800+123')).toBe('tel:0800123');
  });

  it('writes to the address as configured', () => {
    expect(mailtoHref(' support@kasuwa.ng ')).toBe('mailto:support@kasuwa.ng');
  });
});
