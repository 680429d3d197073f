import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createUnitCode, unitCodeUrl } from '@kasuwa/domain';
import { describe, expect, it } from 'vitest';
import { openPdf, pageText, readQrCodes, renderPage } from '../../test/pdf-pages';
import { labelSheetPdf, LABELS_PER_PAGE, printable, type UnitCodeLabel } from './label-sheet';

/** `chunks` chunks of `size` labels, counting how many the sheet has asked for. */
function source(chunks: number, size: number) {
  const state = { pulled: 0, closed: false };
  async function* labels() {
    try {
      for (let c = 0; c < chunks; c++) {
        state.pulled++;
        yield Array.from({ length: size }, (_, i): UnitCodeLabel => {
          const code = createUnitCode((n) => randomBytes(n));
          return { serial: c * size + i + 1, code, url: unitCodeUrl('https://kasuwa.ng', code) };
        });
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, labels: labels() };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return new Uint8Array(Buffer.concat(parts));
}

describe('labelSheetPdf', () => {
  it('reads codes only as fast as its reader reads the PDF, and lets go when the reader stops', async () => {
    const { state, labels } = source(400, LABELS_PER_PAGE); // 9,600 labels, 400 pages
    const stream = labelSheetPdf(labels, { productName: 'Cream', batchNumber: 'B1', count: 400 * LABELS_PER_PAGE });
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    // Until the sheet stops asking for codes (all of them, if it did not wait for its reader).
    for (let seen = -1; seen !== state.pulled; ) {
      seen = state.pulled;
      await sleep(300);
    }
    // A page or so ahead of the reader (the stream's 64 KB buffer), never the whole run.
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThan(40);
    await reader.return?.();
    await sleep(20);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThan(40);
  });

  it('puts 24 labels on a page, the last page partly filled, and a long product name on two lines', async () => {
    const { labels } = source(2, 15); // 30 labels: 24 + 6
    const bytes = await bytesOf(
      labelSheetPdf(labels, {
        productName: 'Ọ̀rẹ́ Shea Butter Whipped Body Cream with Vitamin E and Cocoa, Family Size 500 ml',
        batchNumber: 'LAG/2026/0001',
        count: 30,
      }),
    );
    const pdf = await openPdf(bytes);
    expect(pdf.numPages).toBe(2);
    const text = await pageText(pdf, 2);
    expect(text.filter((t) => t.startsWith('No. '))).toEqual([
      'No. 25',
      'No. 26',
      'No. 27',
      'No. 28',
      'No. 29',
      'No. 30',
    ]);
    expect(text).toContain('Batch LAG/2026/0001');
    // The name's first words whole, the rest cut with an ellipsis to fit the label; letters the
    // standard fonts lack lose their accents rather than print as other characters.
    expect(text.filter((t) => t === 'Ore Shea Butter Whipped')).toHaveLength(6);
    expect(text.filter((t) => t === 'Body Cream with Vitami…')).toHaveLength(6);
    expect(text.some((t) => t.includes('page 2 of 2') && t.includes('No. 25–30'))).toBe(true);
    expect(await readQrCodes(await renderPage(pdf, 2, 2), 10)).toHaveLength(6);
  });

  it('prints names in what the standard PDF fonts can show', () => {
    expect(printable('Crème brûlée “Deluxe” – 250 ml')).toBe('Crème brûlée “Deluxe” – 250 ml');
    expect(printable('Ọ̀rẹ́ Ṣẹ̀kẹ̀rẹ̀ Ògì')).toBe('Ore Sekere Ògì');
    expect(printable('Pure Shea ₦ 日本')).toBe('Pure Shea ? ??');
  });
});
