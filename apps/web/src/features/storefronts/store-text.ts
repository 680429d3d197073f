/** "1 product", "7 products". */
export const productCountLabel = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** The letter a store without a brand image shows: the first letter or digit of its name. */
export function storeInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase('en-GB') : '?';
}
