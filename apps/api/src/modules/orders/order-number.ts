import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a number read over the phone is written down right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/** KSW- and six random characters (31^6, about 887 million): collisions are retried by the caller. */
export function newOrderNumber(): string {
  let suffix = '';
  for (let i = 0; i < LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `KSW-${suffix}`;
}

export const ORDER_NUMBER = new RegExp(`^KSW-[${ALPHABET}]{${LENGTH}}$`);
