/** An address as compared: "12 Allen  Avenue, IKEJA" and "12 allen avenue, ikeja" are the same place. */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}
