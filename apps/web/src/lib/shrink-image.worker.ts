/// <reference lib="webworker" />
import { offscreenSurface, shrinkOnSurface } from './shrink-image-encode';

/** One image in, its shrunk copy (or null: send the original) out, off the page's thread. */
self.onmessage = async (event: MessageEvent<File>) => {
  try {
    const shrunk = await shrinkOnSurface(event.data, offscreenSurface);
    self.postMessage({ ok: true, file: shrunk });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
