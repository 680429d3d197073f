import { describe, expect, it } from 'vitest';
import { CAMERA_PROBLEM_MESSAGES, cameraProblemOf, openCamera, stopCamera } from './camera';

const refusal = (name: string) => new DOMException('refused', name);

describe('the camera', () => {
  it.each([
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['SomethingNew', 'failed'],
  ])("reads getUserMedia's %s as %s", (name, problem) => {
    expect(cameraProblemOf(refusal(name))).toBe(problem);
  });

  it('says there is no camera when the browser offers no camera access at all', async () => {
    const mediaDevices = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    try {
      const error = await openCamera().catch((e: unknown) => e);
      expect(cameraProblemOf(error)).toBe('no-camera');
    } finally {
      if (mediaDevices) Object.defineProperty(navigator, 'mediaDevices', mediaDevices);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    }
  });

  it('tells the shopper what to do in each case, typing being always possible', () => {
    expect(CAMERA_PROBLEM_MESSAGES['no-camera']).toBe('This device has no camera we can use. Type the code instead.');
    for (const message of Object.values(CAMERA_PROBLEM_MESSAGES)) expect(message).toMatch(/type the code instead/i);
    expect(CAMERA_PROBLEM_MESSAGES.denied).toMatch(/allow the camera/);
  });

  it('stops every track of the stream', () => {
    const stopped: string[] = [];
    const track = (id: string) => ({ stop: () => stopped.push(id) });
    stopCamera({ getTracks: () => [track('video'), track('other')] } as unknown as MediaStream);
    stopCamera(null);
    expect(stopped).toEqual(['video', 'other']);
  });
});
