/**
 * The account index, in the product's order. A row with `to` opens its screen; a row with
 * `upcoming` is shown disabled with that sentence, never as a dead link.
 */
export const ACCOUNT_LINKS = [
  { key: 'messages', label: 'Messages', upcoming: 'Chat with a store about an order will come here.' },
  { key: 'orders', label: 'Orders', to: '/account/orders' },
  { key: 'reviews', label: 'Reviews', to: '/account/reviews' },
  { key: 'favourites', label: 'Favourites', to: '/account/favourites' },
  {
    key: 'surveys',
    label: 'Surveys & Feedback',
    upcoming: 'Short surveys from the brand stores you buy from will come here.',
  },
  { key: 'credit', label: 'Credit Balance', upcoming: 'Refunds kept as credit for your next order will show here.' },
  { key: 'addresses', label: 'Addresses', to: '/account/addresses' },
  { key: 'password', label: 'Change Password', to: '/account/change-password' },
] as const satisfies readonly ({ key: string; label: string } & ({ to: string } | { upcoming: string }))[];

export type AccountLinkKey = (typeof ACCOUNT_LINKS)[number]['key'];
