import { isProductCategory, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@kasuwa/domain';
import { SpreadsheetError } from '../retailers/spreadsheet-error';
import type { SpreadsheetTable } from '../retailers/spreadsheet';

/** A product row as typed in the file, named by the fields createProduct takes; every cell text. */
export interface SpreadsheetProduct {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  name: string;
  description: string;
  retailPrice: string;
  quantity: string;
  category: string;
  barCode: string;
  batchNumber: string;
  manufactureDate: string;
  expiryDate: string;
  imageUrl: string;
}

type Field = Exclude<keyof SpreadsheetProduct, 'row'>;

/** Header spellings we accept for each column, compared lowercased without spaces or punctuation. */
const COLUMNS: Record<Field, readonly string[]> = {
  name: ['name', 'productname', 'product'],
  description: ['description', 'productdescription', 'details'],
  retailPrice: ['price', 'retailprice', 'pricenaira', 'priceinnaira', 'pricengn'],
  quantity: ['quantity', 'stock', 'qty', 'quantityinstock', 'stockquantity'],
  category: ['category', 'productcategory'],
  barCode: ['barcode', 'barcodenumber', 'ean', 'upc', 'gtin'],
  batchNumber: ['batchnumber', 'batch', 'batchno'],
  manufactureDate: ['manufacturedate', 'manufacturingdate', 'datemanufactured', 'mfgdate', 'mfd'],
  expiryDate: ['expirydate', 'expiry', 'expirationdate', 'expdate', 'bestbefore'],
  imageUrl: ['imageurl', 'image', 'imagelink', 'photo', 'photourl', 'picture'],
};
/** Columns a file may leave out (their cells are then blank). */
const OPTIONAL: readonly Field[] = ['category', 'barCode', 'imageUrl'];
const REQUIRED_NAMES = 'Name, Description, Price, Quantity, Batch number, Manufacture date and Expiry date';

/** The columns of the template, in order, with one example row. */
export const PRODUCT_TEMPLATE_HEADER = [
  'Name',
  'Description',
  'Price',
  'Quantity',
  'Category',
  'Barcode',
  'Batch number',
  'Manufacture date',
  'Expiry date',
  'Image URL',
] as const;

const normalizeHeader = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const normalizeCategory = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const CATEGORY_BY_NAME = new Map<string, string>(
  PRODUCT_CATEGORIES.flatMap((key) => [
    [normalizeCategory(key), key],
    [normalizeCategory(PRODUCT_CATEGORY_LABELS[key]), key],
  ]),
);

/** Turns a table into product rows by its header; refuses a header without the required columns. */
export function productRows(table: SpreadsheetTable): SpreadsheetProduct[] {
  const normalized = table.header.map(normalizeHeader);
  const index = {} as Record<Field, number>;
  for (const field of Object.keys(COLUMNS) as Field[]) {
    index[field] = normalized.findIndex((h) => COLUMNS[field].includes(h));
    if (index[field] < 0 && !OPTIONAL.includes(field)) {
      throw new SpreadsheetError(`The first row must name the columns ${REQUIRED_NAMES}.`, 422);
    }
  }
  const at = (cells: string[], field: Field) => (index[field] < 0 ? '' : (cells[index[field]] ?? ''));
  return table.rows.map(({ row, cells }) => {
    const category = at(cells, 'category');
    return {
      row,
      name: at(cells, 'name'),
      description: at(cells, 'description'),
      retailPrice: at(cells, 'retailPrice'),
      quantity: at(cells, 'quantity'),
      // "Personal care" or "personalCare": the key when either names one, else as typed (refused).
      category: isProductCategory(category)
        ? category
        : (CATEGORY_BY_NAME.get(normalizeCategory(category)) ?? category),
      barCode: at(cells, 'barCode'),
      batchNumber: at(cells, 'batchNumber'),
      manufactureDate: at(cells, 'manufactureDate'),
      expiryDate: at(cells, 'expiryDate'),
      imageUrl: at(cells, 'imageUrl'),
    };
  });
}
