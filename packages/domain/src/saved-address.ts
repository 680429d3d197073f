import { requiredText } from './validation';

/** A saved delivery address's name for the shopper (Home, Work...), as the form and the API check it. */
export const ADDRESS_LABEL_MAX_LENGTH = 40;
export const addressLabelSchema = requiredText('Give the address a label, e.g. Home or Work', ADDRESS_LABEL_MAX_LENGTH);
