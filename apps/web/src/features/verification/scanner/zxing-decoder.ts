import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
// Served from our own origin with the build (the library's default is a CDN the CSP does not allow).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecoder } from './qr-decoder';

/** A frame is scaled down to this many pixels on its longer side: plenty for a label held up close. */
const FRAME_MAX_SIDE = 720;
const READER_OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };
/** One object, so that opening the scanner again reuses the compiled module (compared by identity). */
const MODULE_OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

/** The zxing-wasm reader, its WebAssembly loaded (and compiled) before the first frame. */
export async function createZxingDecoder(): Promise<QrDecoder> {
  await prepareZXingModule({ overrides: MODULE_OVERRIDES, fireImmediately: true });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  return {
    kind: 'zxing',
    async decode(video) {
      const { videoWidth, videoHeight } = video;
      if (!videoWidth || !videoHeight) return [];
      const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(videoWidth, videoHeight));
      canvas.width = Math.round(videoWidth * scale);
      canvas.height = Math.round(videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const results = await readBarcodes(frame, READER_OPTIONS);
      return results.filter((result) => result.isValid).map((result) => result.text);
    },
  };
}
