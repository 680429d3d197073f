import { describe, expect, it } from 'vitest';
import { sellOnKasuwaLink } from './sell-on-kasuwa';

describe('sellOnKasuwaLink', () => {
  it('signed out: sign up, then add the business', () => {
    const link = sellOnKasuwaLink({ signedIn: false, ownsBusiness: false });
    expect(link.to).toBe('/signup?next=%2Fdashboard%2Fadd-business');
    expect(link.label).toBe('Sell on Kasuwa');
  });

  it('signed in without a business: add it', () => {
    expect(sellOnKasuwaLink({ signedIn: true, ownsBusiness: false })).toMatchObject({
      to: '/dashboard/add-business',
      label: 'Sell on Kasuwa',
    });
  });

  it('signed in with a business: the dashboard', () => {
    expect(sellOnKasuwaLink({ signedIn: true, ownsBusiness: true })).toMatchObject({
      to: '/dashboard/main',
      label: 'Go to your dashboard',
    });
  });
});
