import { describe, expect, it } from 'vitest';
import { loginPath, nextPathFrom, pathAfterSignIn, safeNextPath, signupPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it.each(['/checkout', '/account/orders?tab=delivered', '/', '/dashboard/add-business', '/store-name#reviews'])(
    'keeps the same-site path %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.example/checkout'],
    ['a backslash host', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'checkout'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
  ])('refuses %s', (_, value) => expect(safeNextPath(value)).toBeNull());
});

describe('nextPathFrom', () => {
  it('reads next from a query string, decoded', () => {
    expect(nextPathFrom('?next=%2Faccount%2Forders%3Ftab%3D1')).toBe('/account/orders?tab=1');
  });

  it('ignores an unsafe or missing next', () => {
    expect(nextPathFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextPathFrom('?next=%2F%2Fevil.example')).toBeNull();
    expect(nextPathFrom('')).toBeNull();
  });
});

describe('links that carry next', () => {
  it('adds an encoded next to the log-in and sign-up pages', () => {
    expect(loginPath('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(signupPath('/account/orders?tab=2')).toBe('/signup?next=%2Faccount%2Forders%3Ftab%3D2');
  });

  it('leaves next out when there is none or it is unsafe', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath(null)).toBe('/login');
    expect(signupPath('//evil.example')).toBe('/signup');
    expect(withNext('/forgotpassword', 'https://evil.example')).toBe('/forgotpassword');
  });

  it('round-trips through nextPathFrom', () => {
    const next = '/account/orders?tab=delivered&page=2';
    expect(nextPathFrom(new URL(loginPath(next), 'https://kasuwa.ng').search)).toBe(next);
  });
});

describe('pathAfterSignIn', () => {
  it('returns to next whoever signs in', () => {
    expect(pathAfterSignIn({ next: '/checkout', ownsBusiness: false })).toBe('/checkout');
    expect(pathAfterSignIn({ next: '/checkout', ownsBusiness: true })).toBe('/checkout');
  });

  it('sends a business owner without next to the dashboard', () => {
    expect(pathAfterSignIn({ next: null, ownsBusiness: true })).toBe('/dashboard/main');
  });

  it('sends anyone else without next to their account', () => {
    expect(pathAfterSignIn({ next: null, ownsBusiness: false })).toBe('/account');
  });

  it('ignores an unsafe next', () => {
    expect(pathAfterSignIn({ next: '//evil.example', ownsBusiness: false })).toBe('/account');
    expect(pathAfterSignIn({ next: 'https://evil.example', ownsBusiness: true })).toBe('/dashboard/main');
  });
});
