import { ADD_BUSINESS_PATH, DASHBOARD_HOME, signupPath } from '../../lib/next-path';

export interface SellLink {
  to: string;
  /** True for the dashboard, once the person owns a business. */
  owner: boolean;
  label: string;
  text: string;
}

/**
 * The spec's way to sell, as far as this person has gone: sign up then add a business; add the
 * business; or, once they own one, their dashboard.
 */
export function sellOnKasuwaLink({ signedIn, ownsBusiness }: { signedIn: boolean; ownsBusiness: boolean }): SellLink {
  if (signedIn && ownsBusiness) {
    return {
      to: DASHBOARD_HOME,
      owner: true,
      label: 'Go to your dashboard',
      text: 'Your brand store, products, orders and retailers.',
    };
  }
  const text = 'Open a brand store for your products and reach shoppers across Nigeria.';
  if (signedIn) return { to: ADD_BUSINESS_PATH, owner: false, label: 'Sell on Kasuwa', text };
  return { to: signupPath(ADD_BUSINESS_PATH), owner: false, label: 'Sell on Kasuwa', text };
}
