/** "1 product", "7 products". */
export const productCountLabel = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** The store's rating as shown: one decimal ("4.3"), or "New" before its first review. */
export function storeRatingLabel(average: number | null, count: number): string {
  if (count === 0 || average === null) return 'New';
  return average.toFixed(1);
}

/** "1 review", "12 reviews". */
export const ratingCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "1 follower", "12 followers". */
export const followerCountLabel = (count: number) =>
  `${count.toLocaleString('en-NG')} ${count === 1 ? 'follower' : 'followers'}`;

/** The letter a store without a brand image shows: the first letter or digit of its name. */
export function storeInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase('en-GB') : '?';
}
