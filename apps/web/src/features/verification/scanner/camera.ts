/** Why the camera could not be used, each with what the shopper can do about it. */
export type CameraProblem = 'no-camera' | 'denied' | 'busy' | 'failed';

export const CAMERA_PROBLEM_MESSAGES: Record<CameraProblem, string> = {
  'no-camera': 'This device has no camera we can use. Type the code instead.',
  denied:
    "Camera permission was refused. To scan, allow the camera for this site in your browser's settings " +
    '(tap the lock or camera icon beside the address), then press Try again. Or type the code instead.',
  busy: 'The camera is being used by another app. Close that app and press Try again, or type the code instead.',
  failed: 'The camera could not be started. Press Try again, or type the code instead.',
};

/** What getUserMedia's refusal means for the shopper (its DOMException names are the standard's). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'TypeError': // no mediaDevices: an insecure page or a browser without cameras
      return 'no-camera';
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** The back camera when there is one (any camera otherwise), video only. */
export function openCamera(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new TypeError('No camera access in this browser'));
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: false,
  });
}

/** Turns the camera off (its light too): every track stopped. */
export function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
