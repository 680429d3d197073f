import { formatDuration } from '@kasuwa/domain';

export interface RouteTime {
  source: 'ROUTING_SERVICE' | 'ESTIMATE';
  durationSeconds: number;
}

/** "12 min by car", or "About 25 min by car (estimate)" when no road route was available. */
export function drivingTimeText({ source, durationSeconds }: RouteTime): string {
  const duration = formatDuration(durationSeconds);
  return source === 'ESTIMATE' ? `About ${duration} by car (estimate)` : `${duration} by car`;
}

/** The line under an estimate that says where the number comes from. */
export const ESTIMATE_NOTE = 'Estimated from the straight-line distance; the road route may differ.';
