import { formatUnitCode, hasValidCheckCharacter } from '@kasuwa/domain';

export const NOT_OUR_QR_MESSAGE = 'This QR code is not a Kasuwa code.';

/** A label's link ends in /v/{code}; whatever comes before (a host, a path prefix) is not ours to judge. */
const CODE_PATH = /\/v\/([^/]+)\/?$/;
/** A code printed bare: letters and digits, perhaps grouped with dashes or spaces. */
const BARE_CODE = /^[0-9a-z][0-9a-z\s-]*$/i;

/**
 * The unit code a scanned QR carries, grouped (`7K3M-Q9XD-4TBR-HW2N`), or null when it carries
 * none of ours. A link counts whatever its host (labels printed under an earlier PUBLIC_URL still
 * scan), a bare code counts as it is; either way the check character must hold, so another
 * product's QR (a serial number, a website) is never taken for a code.
 */
export function codeFromScan(text: string): string | null {
  const scanned = text.trim();
  let candidate: string;
  if (/^https?:\/\//i.test(scanned)) {
    let url: URL;
    try {
      url = new URL(scanned);
    } catch {
      return null;
    }
    const match = CODE_PATH.exec(url.pathname);
    if (!match?.[1]) return null;
    candidate = match[1];
  } else if (BARE_CODE.test(scanned)) {
    candidate = scanned;
  } else {
    return null;
  }
  return hasValidCheckCharacter(candidate) ? formatUnitCode(candidate) : null;
}
