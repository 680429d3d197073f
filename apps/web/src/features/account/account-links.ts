/**
 * The account index, in the product's order. `to` is set only for screens that exist:
 * the others are shown disabled and marked "Coming soon", never as a dead link.
 */
export const ACCOUNT_LINKS = [
  { key: 'messages', label: 'Messages' },
  { key: 'orders', label: 'Orders', to: '/account/orders' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'surveys', label: 'Surveys & Feedback' },
  { key: 'credit', label: 'Credit Balance' },
  { key: 'addresses', label: 'Addresses' },
  { key: 'password', label: 'Change Password', to: '/account/change-password' },
] as const satisfies readonly { key: string; label: string; to?: string }[];

export type AccountLinkKey = (typeof ACCOUNT_LINKS)[number]['key'];
