import { describe, expect, it } from 'vitest';
import { dashboardAccess } from './dashboard-access';

const base = { signedIn: true, storedManufacturerId: null, pathname: '/dashboard/main', me: undefined };

describe('dashboardAccess', () => {
  it('sends a visitor who is not signed in to log in, whatever else is known', () => {
    expect(dashboardAccess({ ...base, signedIn: false, storedManufacturerId: 'm1' })).toEqual({ kind: 'login' });
  });

  it('lets a stored business in at once, without waiting for the user', () => {
    expect(dashboardAccess({ ...base, storedManufacturerId: 'm1' })).toEqual({ kind: 'ready', manufacturerId: 'm1' });
  });

  it('waits for the user when no business is stored', () => {
    expect(dashboardAccess(base)).toEqual({ kind: 'checking' });
    expect(dashboardAccess({ ...base, me: 'error' })).toEqual({ kind: 'error' });
  });

  it("uses the user's first business when none is stored", () => {
    const me = { manufacturers: [{ id: 'm2' }, { id: 'm3' }] };
    expect(dashboardAccess({ ...base, me })).toEqual({ kind: 'ready', manufacturerId: 'm2' });
  });

  it('sends a user without a business to add-business, but lets them stay there', () => {
    const me = { manufacturers: [] };
    expect(dashboardAccess({ ...base, me })).toEqual({ kind: 'add-business' });
    expect(dashboardAccess({ ...base, me, pathname: '/dashboard/add-business/' })).toEqual({
      kind: 'ready',
      manufacturerId: null,
    });
  });

  it("follows the server's business in use over the one this browser stored", () => {
    const me = { currentManufacturer: { id: 'm3' }, manufacturers: [{ id: 'm2' }, { id: 'm3' }] };
    expect(dashboardAccess({ ...base, storedManufacturerId: 'm2', me })).toEqual({
      kind: 'ready',
      manufacturerId: 'm3',
    });
  });

  it('sends a user whose session the server no longer knows to log in', () => {
    expect(dashboardAccess({ ...base, me: null })).toEqual({ kind: 'login' });
  });
});
