import { isShrinkable } from './shrink-image-plan';
import { pageSurface, shrinkOnSurface } from './shrink-image-encode';

type WorkerAnswer = { ok: true; file: File | null } | { ok: false; message: string };

function shrinkInWorker(file: File): Promise<File | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-image.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      finish();
      if (event.data.ok) resolve(event.data.file);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The image worker failed'));
    };
    worker.postMessage(file);
  });
}

const workerCanShrink = () => typeof Worker === 'function' && typeof OffscreenCanvas === 'function';

/**
 * The image to upload for `file`: a photo scaled to IMAGE_SHRINK_MAX_SIDE_PX on its longest side
 * and re-encoded (in a worker where the browser can, so the page stays responsive), or the file
 * itself when it is small already, a GIF, or something the browser cannot decode (the server then
 * judges it and says what is wrong).
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!isShrinkable(file)) return file;
  try {
    const shrunk = workerCanShrink() ? await shrinkInWorker(file) : await shrinkOnSurface(file, pageSurface);
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } catch {
    return file;
  }
}
