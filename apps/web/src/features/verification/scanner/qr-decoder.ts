/** Reads the QR codes in the camera's current frame: their texts, none when there is none. */
export interface QrDecoder {
  readonly kind: 'native' | 'zxing';
  decode(video: HTMLVideoElement): Promise<string[]>;
}

/** The Barcode Detection API (Chrome on Android, Safari): not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      decode: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
    };
  } catch {
    return null;
  }
}

/**
 * The browser's own BarcodeDetector when it reads QR codes, else zxing-wasm, whose code and
 * WebAssembly (about 1 MB) are only downloaded here, once the camera is opening.
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  const native = await nativeDecoder();
  if (native) return native;
  const { createZxingDecoder } = await import('./zxing-decoder');
  return createZxingDecoder();
}
