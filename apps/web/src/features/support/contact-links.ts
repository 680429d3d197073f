/** A `tel:` address a phone can dial: digits and a leading plus only ("+234 800 000 0000" -> "tel:+2348000000000"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
