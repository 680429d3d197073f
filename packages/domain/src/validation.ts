import { z } from 'zod';
import { INDUSTRIES, PRODUCT_CATEGORIES } from './catalogue';
import { BATCH_NUMBER_MIN, DESCRIPTION_MIN_LENGTH, OTP_DIGITS, PASSWORD_MIN_LENGTH, QUANTITY_MIN } from './limits';
import { parseNairaToKobo } from './naira-input';
import { nigerianPhoneForPeople, nigerianPhoneToE164, phoneCellText } from './phone';

/**
 * The product's validation rules with the spec's own messages. The web forms and the API parse
 * with the same schemas, so a message reads the same wherever the rule is broken.
 * Inputs are `unknown`-tolerant: forms send strings, the old client sends numbers.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/;
export const TEXT_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A required piece of text, trimmed; `message` when missing or blank. */
export const requiredText = (message: string, max = TEXT_MAX_LENGTH) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(max, `Must be at most ${max} characters`));

const optionalText = (max = TEXT_MAX_LENGTH) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());

/** Typed numbers are plain decimals: "0x10" or "1e3" are not numbers a person types. */
const toNumber = (value: unknown) => {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  return /^-?\d+(\.\d+)?$/.test(present.trim()) ? Number(present.trim()) : Number.NaN;
};

/** A required whole number, at least `min` when given. */
export const requiredInt = (label: string, min?: number) => {
  let schema = z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine(Number.isInteger, `${label} must be a whole number`)
    .refine((n) => n <= 2_147_483_647, `${label} is too large`);
  if (min !== undefined) schema = schema.refine((n) => n >= min, `${label} must be at least ${min}`);
  return z.preprocess(toNumber, schema);
};

const DATE_YEAR_MIN = 1900;
const DATE_YEAR_MAX = 9999;

/** A required date (a Date or an ISO string): a string that is not a date says so, not "required". */
export const requiredDate = (label: string) =>
  z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' ? new Date(present) : present;
    },
    z
      .date({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a valid date`),
      })
      .refine((d) => {
        const year = d.getUTCFullYear();
        return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
      }, `${label} must be a valid date`),
  );

export const emailSchema = requiredText('Email is required', 254)
  .pipe(z.string().regex(EMAIL_PATTERN, 'Invalid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? undefined : value),
  z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(128, 'Password must be at most 128 characters long')
    .regex(
      PASSWORD_PATTERN,
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    ),
);

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.output<typeof loginSchema>;

const confirmPasswordSchema = z.preprocess(blankToUndefined, z.string({ error: 'Please confirm your password' }));
/**
 * Confirmation must equal the password. Checked as soon as both are typed, even while another
 * field is still wrong, so the form shows every problem at once.
 */
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => v.password === v.confirmPassword,
  {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: ({ value }) => {
      const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
      return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
    },
  },
];

export const signupSchema = z
  .object({
    email: emailSchema,
    name: requiredText('Name is required'),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch);
export type SignupInput = z.output<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The emailed code: OTP_DIGITS single digits. */
export const otpSchema = z.object({
  email: emailSchema,
  code: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), `Enter the ${OTP_DIGITS}-digit code`),
  ),
});

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine(...passwordsMatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z.preprocess(blankToUndefined, z.string({ error: 'Current password is required' })),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch);

export const industrySchema = z.preprocess(
  blankToUndefined,
  z.enum(INDUSTRIES, { error: 'Please select an industry' }),
);

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'Unknown product category' });

export const businessSchema = z.object({
  businessName: requiredText('Business name is required'),
  brandStoreName: requiredText('Brand store name is required'),
  fullAddress: requiredText('Location is required', 300),
  industry: industrySchema,
  productCategory: z.preprocess(
    (v) => v ?? [],
    z.array(productCategorySchema).max(PRODUCT_CATEGORIES.length, 'Too many categories'),
  ),
  brandImage: optionalText(2048),
});
export type BusinessInput = z.output<typeof businessSchema>;

const RETAIL_PRICE_REQUIRED = 'Retail price is required';
export const RETAIL_PRICE_ABOVE_ZERO = 'Retail price must be more than ₦0';
const retailPriceSchema = z.preprocess(
  blankToUndefined,
  // Each member carries the message too: form resolvers report the closest member's issue, not the union's.
  z
    .union([z.string({ error: RETAIL_PRICE_REQUIRED }), z.number({ error: RETAIL_PRICE_REQUIRED })], {
      error: RETAIL_PRICE_REQUIRED,
    })
    .transform((value, ctx) => {
      const kobo = parseNairaToKobo(value);
      if (kobo === null) {
        ctx.addIssue({ code: 'custom', message: 'Retail price must be a valid amount' });
        return z.NEVER;
      }
      if (kobo <= 0) {
        ctx.addIssue({ code: 'custom', message: RETAIL_PRICE_ABOVE_ZERO });
        return z.NEVER;
      }
      return kobo;
    }),
);

const productFields = {
  name: requiredText('Product name is required'),
  description: requiredText('Description is required', DESCRIPTION_MAX_LENGTH).pipe(
    z.string().min(DESCRIPTION_MIN_LENGTH, `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters`),
  ),
  imageUrl: requiredText('Please upload an image before submitting.', 2048),
  /** Price in kobo. */
  retailPrice: retailPriceSchema,
  quantity: requiredInt('Quantity', QUANTITY_MIN),
  manufactureDate: requiredDate('Manufacture date'),
  expiryDate: requiredDate('Expiry date'),
  category: z.preprocess(blankToUndefined, productCategorySchema.optional()),
  batchQuantity: z.preprocess(blankToUndefined, requiredInt('Batch quantity', 0).optional()),
};

export const EXPIRY_AFTER_MANUFACTURE = 'Expiry date must be after manufacture date';
export const MANUFACTURE_DATE_IN_FUTURE = 'Manufacture date cannot be in the future';

/** The calendar day in Nigeria (WAT, UTC+1 all year) of `date`, as YYYY-MM-DD. */
export function dayInLagos(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(date);
}

/**
 * The dates of something made: it cannot have been made after today (in Nigeria), and it expires
 * after it was made. An expiry already past is allowed: a maker may record an old batch or product
 * so that its codes can still be checked (decision 0019).
 */
export function refineProductionDates(
  value: { manufactureDate: Date; expiryDate: Date },
  ctx: z.RefinementCtx,
  now: Date = new Date(),
) {
  if (dayInLagos(value.manufactureDate) > dayInLagos(now)) {
    ctx.addIssue({ code: 'custom', path: ['manufactureDate'], message: MANUFACTURE_DATE_IN_FUTURE });
  }
  if (value.expiryDate.getTime() <= value.manufactureDate.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: EXPIRY_AFTER_MANUFACTURE });
  }
}

/**
 * The date rules as soon as a form has both dates, whatever else is still missing: the messages
 * show while the manufacturer types, not only after submitting.
 */
export function productionDateIssues(
  value: { manufactureDate?: unknown; expiryDate?: unknown },
  now: Date = new Date(),
): { manufactureDate?: string; expiryDate?: string } {
  const made = asDate(value.manufactureDate);
  const expires = asDate(value.expiryDate);
  const issues: { manufactureDate?: string; expiryDate?: string } = {};
  if (made && dayInLagos(made) > dayInLagos(now)) issues.manufactureDate = MANUFACTURE_DATE_IN_FUTURE;
  if (made && expires && expires.getTime() <= made.getTime()) issues.expiryDate = EXPIRY_AFTER_MANUFACTURE;
  return issues;
}

function asDate(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' && value.trim() ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

export const createProductSchema = z
  .object({
    ...productFields,
    batchNumber: requiredInt('Batch number', BATCH_NUMBER_MIN),
    barCode: optionalText(64),
  })
  .superRefine((value, ctx) => refineProductionDates(value, ctx));
export type CreateProductValues = z.output<typeof createProductSchema>;

/**
 * A product row of a spreadsheet: every rule of a new product but the photo, which spreadsheets
 * rarely carry; the import's preview asks for it row by row before the row can be imported.
 */
export const productRowSchema = z
  .object({
    ...productFields,
    imageUrl: optionalText(2048),
    batchNumber: requiredInt('Batch number', BATCH_NUMBER_MIN),
    barCode: optionalText(64),
  })
  .superRefine((value, ctx) => refineProductionDates(value, ctx));
export const PRODUCT_ROW_NEEDS_PHOTO = 'Add a photo of this product: shoppers see it first.';

export const updateProductSchema = z
  .object({
    ...productFields,
    batchNumber: requiredInt('Batch number'),
    barCode: requiredText('Barcode is required', 64),
  })
  .superRefine((value, ctx) => refineProductionDates(value, ctx));
export type UpdateProductValues = z.output<typeof updateProductSchema>;

export const RETAILER_CONTACT_MESSAGE = 'Enter a Nigerian phone number (e.g. 0803 123 4567) or an email address';
export const CONTACT_MAX_LENGTH = 254;

/**
 * A retailer's contact: a Nigerian phone number, stored in E.164 (+2348031234567), or an email
 * address, stored lowercased. A phone number that lost its leading 0 in a spreadsheet gets it back.
 */
export const retailerContactSchema = requiredText('Contact is required', CONTACT_MAX_LENGTH).transform((text, ctx) => {
  if (text.includes('@')) {
    if (EMAIL_PATTERN.test(text)) return text.toLowerCase();
    ctx.addIssue({ code: 'custom', message: 'Invalid email address' });
    return z.NEVER;
  }
  const e164 = nigerianPhoneToE164(phoneCellText(text));
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: RETAILER_CONTACT_MESSAGE });
  return z.NEVER;
});

/**
 * A stored contact as people write it: a Nigerian number as 0803 123 4567, anything else as it is
 * (emails, and contacts saved before the rule in whatever form they were typed).
 */
export function contactForPeople(stored: string): string {
  return stored.includes('@') ? stored : (nigerianPhoneForPeople(stored) ?? stored);
}

/**
 * The link that calls or mails a contact as the API shows it (0803 123 4567 -> tel:08031234567);
 * null when it is neither. Plain text work, so the shopper pages need no numbering plan for it.
 */
export function contactHref(contact: string): string | null {
  if (EMAIL_PATTERN.test(contact.trim())) return `mailto:${contact.trim()}`;
  const digits = contact.replace(/[^\d+]/g, '');
  return /^\+?\d{7,15}$/.test(digits) ? `tel:${digits}` : null;
}

export const retailerSchema = z.object({
  name: requiredText('Retailer name is required'),
  fullAddress: requiredText('Location is required', 300),
  contact: retailerContactSchema,
});
export type RetailerInput = z.output<typeof retailerSchema>;

/** The first message of a failed parse, for callers that show one line. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
