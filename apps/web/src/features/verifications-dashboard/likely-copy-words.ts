import type { LikelyCopyReason } from '@kasuwa/domain';
import { formatCount } from './words';

/** "412 km", "3.5 km": a tenth of a kilometre under 10 km, whole kilometres above. */
export function formatKm(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${formatCount(Math.round(km))} km`;
}

/**
 * Why a unit code looks copied, one sentence per reason the API gave: "Checked 5 times",
 * "Checked 412 km apart".
 */
export function likelyCopyReasonTexts(copy: {
  verifications: number;
  farthestApartKm: number | null;
  reasons: readonly LikelyCopyReason[];
}): string[] {
  return copy.reasons.map((reason) =>
    reason === 'MANY_CHECKS'
      ? `Checked ${formatCount(copy.verifications)} times`
      : copy.farthestApartKm === null
        ? 'Checked in places far apart'
        : `Checked ${formatKm(copy.farthestApartKm)} apart`,
  );
}
