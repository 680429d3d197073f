// Reads a PDF as a person would: opens it, renders a page to pixels and scans its QR codes.
// pdfjs-dist renders through @napi-rs/canvas; zxing-wasm decodes with its WebAssembly read from
// node_modules (never fetched).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

export interface PagePixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Page `pageNumber` (from 1) rendered at `scale` × 72 dpi. */
export async function renderPage(pdf: PDFDocumentProxy, pageNumber: number, scale: number): Promise<PagePixels> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const factory = pdf.canvasFactory as { create(width: number, height: number): unknown };
  const { canvas, context } = factory.create(width, height) as {
    canvas: RenderParameters['canvas'];
    context: RenderParameters['canvasContext'] & {
      getImageData(x: number, y: number, w: number, h: number): PagePixels;
    };
  };
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return { data, width, height };
}

/** The page's text, item by item. */
export async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string[]> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
}

let zxingReady: Promise<unknown> | undefined;

/** Every QR code zxing finds in the pixels (up to `max`), as text. */
export async function readQrCodes(pixels: PagePixels, max: number): Promise<string[]> {
  zxingReady ??= prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer,
    },
    fireImmediately: true,
  });
  await zxingReady;
  const results = await readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], {
    formats: ['QRCode'],
    maxNumberOfSymbols: max,
    tryHarder: false,
  });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
