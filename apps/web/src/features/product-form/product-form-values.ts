import type { EditableProduct } from './api/get-editable-product';

/** What the product form holds: the typed text of every field, as the user typed it. */
export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  imageUrl: string;
  retailPrice: string;
  quantity: string;
  batchNumber: string;
  batchQuantity: string;
  barCode: string;
  /** yyyy-mm-dd, as an <input type="date"> gives it. */
  manufactureDate: string;
  expiryDate: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  imageUrl: '',
  retailPrice: '',
  quantity: '',
  batchNumber: '',
  batchQuantity: '',
  barCode: '',
  manufactureDate: '',
  expiryDate: '',
};

/** Dates are sent as midnight UTC ISO strings, so the calendar day reads back the same in any zone. */
const toDateInput = (iso: string) => iso.slice(0, 10);

export function toFormValues(product: EditableProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category ?? '',
    imageUrl: product.imageUrl,
    retailPrice: String(product.retailPrice),
    quantity: String(product.quantity),
    batchNumber: String(product.batchNumber),
    batchQuantity: product.batchQuantity === null ? '' : String(product.batchQuantity),
    barCode: product.barCode ?? '',
    manufactureDate: toDateInput(product.manufactureDate),
    expiryDate: toDateInput(product.expiryDate),
  };
}

export interface ProductInput {
  name: string;
  description: string;
  category: string | null;
  imageUrl: string;
  /** Naira as typed; the API parses it with the same rules. */
  retailPrice: string;
  quantity: number;
  batchNumber: string;
  batchQuantity: number | null;
  barCode: string | null;
  manufactureDate: string;
  expiryDate: string;
  manufacturerId: string;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The raw form values as the API takes them (after the form's own checks passed). */
export function toProductInput(values: ProductFormValues, manufacturerId: string): ProductInput {
  const batchQuantity = blankToNull(values.batchQuantity);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: blankToNull(values.category),
    imageUrl: values.imageUrl,
    retailPrice: values.retailPrice.trim(),
    quantity: Number(values.quantity.trim()),
    batchNumber: values.batchNumber.trim(),
    batchQuantity: batchQuantity === null ? null : Number(batchQuantity),
    barCode: blankToNull(values.barCode),
    manufactureDate: new Date(values.manufactureDate).toISOString(),
    expiryDate: new Date(values.expiryDate).toISOString(),
    manufacturerId,
  };
}
