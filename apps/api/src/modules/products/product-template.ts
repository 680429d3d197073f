import { PRODUCT_TEMPLATE_HEADER } from './product-sheet';

const EXAMPLE_ROW = [
  'Shea Butter Body Cream 250ml',
  'Rich body cream with pure Nigerian shea butter for dry skin.',
  '4500',
  '120',
  'Personal care',
  '6151234567890',
  '1',
  '2026-01-15',
  '2028-01-15',
  '',
];

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The import's columns and one example row, as CSV (with a BOM so Excel reads it as UTF-8). */
export function productTemplateCsv(): string {
  return `\uFEFF${[PRODUCT_TEMPLATE_HEADER, EXAMPLE_ROW].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

let xlsx: Promise<Buffer> | undefined;

/** The same as an .xlsx workbook; the spreadsheet library loads on the first ask only. */
export function productTemplateXlsx(): Promise<Buffer> {
  xlsx ??= import('@lokalise/xlsx').then(({ utils, write }) => {
    const sheet = utils.aoa_to_sheet([[...PRODUCT_TEMPLATE_HEADER], EXAMPLE_ROW]);
    sheet['!cols'] = PRODUCT_TEMPLATE_HEADER.map((h) => ({ wch: Math.max(14, h.length + 2) }));
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Products');
    return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  });
  return xlsx;
}
