/** Where the shopper lands once orders are placed: the confirmation of these order numbers. */
export const placedPath = (numbers: readonly string[]) =>
  `/checkout/placed?${new URLSearchParams({ orders: numbers.join(',') }).toString()}`;

const ORDER_NUMBER = /^KSW-[A-Z0-9]{6}$/;

/** The order numbers a confirmation link names; anything that is not an order number is ignored. */
export const placedNumbers = (search: string): string[] =>
  (new URLSearchParams(search).get('orders') ?? '')
    .split(',')
    .map((n) => n.trim().toUpperCase())
    .filter((n) => ORDER_NUMBER.test(n))
    .slice(0, 50);
