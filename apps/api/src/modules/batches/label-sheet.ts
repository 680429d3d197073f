import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type PDFDocument from 'pdfkit';
import { lazyRequire } from '../../platform/lazy-require';
import type QRCode from 'qrcode';
import { qrModules } from './qr-modules';

/** One printed label: the unit's QR code (its verification link) and its code in text. */
export interface UnitCodeLabel {
  serial: number;
  /** Grouped in 4s: `7K3M-Q9XD-4TBR-HW2N`. */
  code: string;
  /** `PUBLIC_URL/v/{code}`: what the QR code holds. */
  url: string;
}

export interface LabelSheetInfo {
  productName: string;
  batchNumber: string;
  /** How many labels the sheet will hold (for "page N of M"). */
  count: number;
}

const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const pdfkit = lazyRequire<typeof PDFDocument>('pdfkit');

export const LABEL_COLUMNS = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABEL_COLUMNS * LABEL_ROWS;
const MARGIN_X = 8 * MM;
const MARGIN_Y = 12 * MM;
const CELL_WIDTH = (PAGE.width - 2 * MARGIN_X) / LABEL_COLUMNS; // 64.7 mm
const CELL_HEIGHT = (PAGE.height - 2 * MARGIN_Y) / LABEL_ROWS; // 34.1 mm
const CELL_PADDING = 1 * MM;
/** The QR code's square, its quiet zone included: the code itself is ≥ 21 mm for any link up to 150 characters. */
const QR_BOX = CELL_HEIGHT - 2 * CELL_PADDING;
/** Light modules around the code (the standard's minimum): scanners need it to find the code. */
const QUIET_MODULES = 4;
const TEXT_X = CELL_PADDING + QR_BOX + 1.5 * MM;
const TEXT_WIDTH = CELL_WIDTH - TEXT_X - CELL_PADDING;
const CODE_FONT = { name: 'Courier-Bold', size: 11 };
const SMALL_FONT = { name: 'Helvetica', size: 7 };
const FOOTER_FONT = { name: 'Helvetica', size: 6.5 };

/**
 * An A4 PDF of labels, 3 × 8 a page, read from `labels` as the reader of the returned stream asks
 * for more: a page is drawn, compressed and handed on before the next page's codes are read, so
 * memory stays flat however many codes there are. Each QR code is vector rectangles (one per run
 * of dark modules), with cut guides between the labels.
 */
export function labelSheetPdf(labels: AsyncIterable<readonly UnitCodeLabel[]>, info: LabelSheetInfo): Readable {
  return Readable.from(pdfBytes(labels, info), { objectMode: false });
}

async function* pdfBytes(labels: AsyncIterable<readonly UnitCodeLabel[]>, info: LabelSheetInfo) {
  const Document = pdfkit();
  const doc = new Document({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Unit codes: ${info.productName}, batch ${info.batchNumber}`, Creator: 'Kasuwa' },
  });
  const pages = Math.max(1, Math.ceil(info.count / LABELS_PER_PAGE));
  const fonts = { code: fontOf(doc, CODE_FONT.name), small: fontOf(doc, SMALL_FONT.name) };
  const productName = printable(info.productName);
  const batchNumber = printable(info.batchNumber);
  const [product, product2] = twoLines(doc, productName, SMALL_FONT, TEXT_WIDTH);
  // What every label says alike, encoded once: the batch and the product's name.
  const common = [
    textOp(
      fonts.small,
      SMALL_FONT.size,
      21.5,
      fonts.small.encoded(fitted(doc, `Batch ${batchNumber}`, SMALL_FONT, TEXT_WIDTH)),
    ),
    textOp(fonts.small, SMALL_FONT.size, 25, fonts.small.encoded(product)),
    product2 ? textOp(fonts.small, SMALL_FONT.size, 28.5, fonts.small.encoded(product2)) : '',
  ].join('');
  const footer = `Kasuwa unit codes · ${productName} · Batch ${batchNumber}`;
  let page: UnitCodeLabel[] = [];
  let pageNumber = 0;
  const drawn = function* () {
    drawPage(doc, page, fonts, common, `${footer} · page ${++pageNumber} of ${pages}`);
    page = [];
    doc.flushPages();
    const bytes = doc.read() as Buffer | null;
    if (bytes) yield bytes;
  };
  for await (const chunk of labels) {
    for (const label of chunk) {
      page.push(label);
      if (page.length < LABELS_PER_PAGE) continue;
      yield* drawn();
      await yieldToEventLoop();
    }
  }
  if (page.length > 0 || pageNumber === 0) yield* drawn();
  doc.end();
  const rest = doc.read() as Buffer | null;
  if (rest) yield rest;
}

function drawPage(
  doc: PDFKit.PDFDocument,
  labels: readonly UnitCodeLabel[],
  fonts: { code: SheetFont; small: SheetFont },
  common: string,
  footerText: string,
) {
  doc.addPage();
  const resources = doc.page.fonts as Record<string, unknown>;
  for (const font of [fonts.code, fonts.small]) resources[font.id] = font.ref;
  cutGuides(doc, Math.ceil(labels.length / LABEL_COLUMNS));
  labels.forEach((label, i) => {
    const x = MARGIN_X + (i % LABEL_COLUMNS) * CELL_WIDTH;
    const y = MARGIN_Y + Math.floor(i / LABEL_COLUMNS) * CELL_HEIGHT;
    drawQrCode(doc, label, x + CELL_PADDING, y + CELL_PADDING, QR_BOX);
    const [first, second] = splitCode(label.code);
    // Codes and serials are ASCII without parentheses or backslashes: PDF strings as they are.
    doc.addContent(
      `q 1 0 0 1 ${n(x + TEXT_X)} ${n(y)} cm 0 g\n` +
        textOp(fonts.code, CODE_FONT.size, 8, `(${first})`) +
        textOp(fonts.code, CODE_FONT.size, 12.5, `(${second})`) +
        `0.2 g\n${textOp(fonts.small, SMALL_FONT.size, 18, `(No. ${label.serial.toLocaleString('en-NG')})`)}${common}Q`,
    );
  });
  const serials = labels.length > 0 ? `No. ${labels[0]?.serial}–${labels.at(-1)?.serial}` : 'no codes';
  doc.font(FOOTER_FONT.name).fontSize(FOOTER_FONT.size).fillColor('#666666');
  const footer = fitted(doc, `${footerText} · ${serials}`, FOOTER_FONT, PAGE.width - 2 * MARGIN_X);
  doc.text(footer, MARGIN_X, PAGE.height - MARGIN_Y + 4 * MM, { lineBreak: false });
}

/** One line of text with its baseline `baselineMm` below the origin, upright in pdfkit's downward y. */
function textOp(font: SheetFont, size: number, baselineMm: number, pdfString: string): string {
  return `BT /${font.id} ${size} Tf 1 0 0 -1 0 ${n(baselineMm * MM)} Tm ${pdfString} Tj ET\n`;
}

/**
 * A standard font drawn with raw text operators: pdfkit's own text() lays out every string (three
 * measurements with kerning), a third of the sheet's time for text that needs none. Uses pdfkit's
 * current font object (`_font`, an internal of the pinned 0.20): its resource name, its object to
 * list in each page's resources, and its WinAnsi encoding for text that is not plain ASCII.
 */
interface SheetFont {
  id: string;
  ref: unknown;
  encoded(text: string): string;
}

function fontOf(doc: PDFKit.PDFDocument, name: string): SheetFont {
  doc.font(name);
  const font = (doc as unknown as { _font: { id: string; ref(): unknown; encode(text: string): [string[], unknown] } })
    ._font;
  return { id: font.id, ref: font.ref(), encoded: (text) => `<${font.encode(text)[0].join('')}>` };
}

/** Hairlines along every label's edges, well outside each QR code's quiet zone. */
function cutGuides(doc: PDFKit.PDFDocument, rows: number) {
  if (rows === 0) return;
  const bottom = MARGIN_Y + rows * CELL_HEIGHT;
  const right = MARGIN_X + LABEL_COLUMNS * CELL_WIDTH;
  let ops = 'q 0.8 G 0.3 w\n';
  for (let r = 0; r <= rows; r++) {
    const y = n(MARGIN_Y + r * CELL_HEIGHT);
    ops += `${n(MARGIN_X)} ${y} m ${n(right)} ${y} l\n`;
  }
  for (let c = 0; c <= LABEL_COLUMNS; c++) {
    const x = n(MARGIN_X + c * CELL_WIDTH);
    ops += `${x} ${n(MARGIN_Y)} m ${x} ${n(bottom)} l\n`;
  }
  doc.addContent(`${ops}S Q`);
}

/**
 * The label's QR code (error correction M) in a `box`-wide square at (x, y), its quiet zone
 * inside the square. The link is two segments: the site's part as bytes, the code (digits,
 * capitals and dashes) as alphanumeric, which is denser; a scanner reads back the link exactly.
 */
function drawQrCode(doc: PDFKit.PDFDocument, label: UnitCodeLabel, x: number, y: number, box: number) {
  const site = label.url.endsWith(label.code) ? label.url.slice(0, -label.code.length) : label.url;
  const segments: QRCode.QRCodeSegment[] = [{ data: siteBytes(site), mode: 'byte' }];
  if (site !== label.url) segments.push({ data: label.code, mode: 'alphanumeric' });
  const { size, data } = qrModules(segments);
  const scale = box / (size + 2 * QUIET_MODULES);
  // In module units from the square's corner: one rectangle per run of dark modules in a row,
  // written as bytes (a string per number would be most of the sheet's drawing time).
  const out = scratch(size * Math.ceil(size / 2) * 16 + 128);
  let at = ascii(out, 0, `q 0 g ${n(scale)} 0 0 ${n(scale)} ${n(x)} ${n(y)} cm\n`);
  for (let row = 0; row < size; row++) {
    const offset = row * size;
    for (let col = 0; col < size; col++) {
      if (!data[offset + col]) continue;
      const start = col;
      while (col + 1 < size && data[offset + col + 1]) col++;
      at = digits(out, at, start + QUIET_MODULES);
      out[at++] = SPACE;
      at = digits(out, at, row + QUIET_MODULES);
      out[at++] = SPACE;
      at = digits(out, at, col - start + 1);
      out.set(RUN_END, at);
      at += RUN_END.length;
    }
  }
  out.set(FILL, at);
  // pdfkit keeps what it is given until the page ends: a copy, not the scratch buffer.
  doc.addContent(out.slice(0, at + FILL.length));
}

/** The site's part of every link of a sheet is the same: its bytes are made once. */
let lastSite = { text: '', bytes: Buffer.alloc(0) };
function siteBytes(site: string): Buffer {
  if (lastSite.text !== site) lastSite = { text: site, bytes: Buffer.from(site) };
  return lastSite.bytes;
}

const SPACE = 0x20;
const RUN_END = Buffer.from(' 1 re\n', 'latin1');
const FILL = Buffer.from('f Q\n', 'latin1');
let scratchBuffer = new Uint8Array(0);
const scratch = (size: number) =>
  scratchBuffer.length >= size ? scratchBuffer : (scratchBuffer = new Uint8Array(size));

function ascii(out: Uint8Array, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
  return at;
}

/** A non-negative integer's decimal digits. */
function digits(out: Uint8Array, at: number, value: number): number {
  if (value >= 100) out[at++] = 0x30 + Math.floor(value / 100);
  if (value >= 10) out[at++] = 0x30 + (Math.floor(value / 10) % 10);
  out[at++] = 0x30 + (value % 10);
  return at;
}

/**
 * `text` in what the standard PDF fonts can show (Windows-1252): a letter they lack loses its
 * accents (Yoruba's ẹ, ọ, ṣ print as e, o, s), anything else becomes '?'. Embedding a font that has
 * them all would add megabytes to the server for a line of small print.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (WIN_ANSI.test(char)) out += char;
    else if (/\p{M}/u.test(char)) continue;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => WIN_ANSI.test(c)) ? base : '?';
    }
  }
  return out;
}

const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;

/** `7K3M-Q9XD-4TBR-HW2N` as two lines: `7K3M-Q9XD` and `4TBR-HW2N`. */
function splitCode(code: string): [string, string] {
  const groups = code.split('-');
  const half = Math.ceil(groups.length / 2);
  return [groups.slice(0, half).join('-'), groups.slice(half).join('-')];
}

/** `text` on at most two lines of `width` points: whole words on the first, the rest shortened to fit. */
function twoLines(doc: PDFKit.PDFDocument, text: string, font: { name: string; size: number }, width: number) {
  doc.font(font.name).fontSize(font.size);
  const words = text.trim().split(/\s+/);
  let first = 0;
  while (first < words.length && doc.widthOfString(words.slice(0, first + 1).join(' ')) <= width) first++;
  if (first === 0) return [fitted(doc, text, font, width), ''] as [string, string];
  return [words.slice(0, first).join(' '), fitted(doc, words.slice(first).join(' '), font, width)] as [string, string];
}

/** `text` shortened with an ellipsis to fit `width` points in `font`. */
function fitted(doc: PDFKit.PDFDocument, text: string, font: { name: string; size: number }, width: number): string {
  doc.font(font.name).fontSize(font.size);
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 1 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();
