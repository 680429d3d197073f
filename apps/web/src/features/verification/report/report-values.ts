import { fakeReportSchema } from '@kasuwa/domain';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import type { ReportFakeInput } from '../api/report-fake';

/** In the "where did you buy it" select: not one of the brand's shops, an address typed instead. */
export const ELSEWHERE = 'elsewhere';

export const REPORT_NOT_SENT = 'We could not send the report. Please try again.';

export interface ReportFormValues {
  manufacturerId: string;
  productId: string;
  code: string;
  photoUrl: string | null;
  /** '' (not chosen yet), one of the brand's shop ids, or ELSEWHERE. */
  place: string;
  boughtAtAddress: string;
  note: string;
  email: string;
}

export type ReportField = 'manufacturerId' | 'photoUrl' | 'place' | 'boughtAtAddress' | 'note' | 'email';
export type ReportProblems = Partial<Record<ReportField, string>>;

/** Whether the address is typed: the brand lists no shops, or the shopper chose "somewhere else". */
export const typesAddress = (values: Pick<ReportFormValues, 'place'>, brandHasShops: boolean) =>
  !brandHasShops || values.place === ELSEWHERE;

/** What reportFake is sent: a shop of the brand or a typed address, never both. */
export function toReportInput(values: ReportFormValues, brandHasShops: boolean): ReportFakeInput {
  const typed = typesAddress(values, brandHasShops);
  return {
    manufacturerId: values.manufacturerId,
    productId: values.productId || null,
    code: values.code || null,
    photoUrl: values.photoUrl ?? '',
    storeId: typed || !values.place ? null : values.place,
    boughtAtAddress: typed ? values.boughtAtAddress : null,
    note: values.note,
    email: values.email,
  };
}

/** The form's control that shows a problem with an input field of reportFake (the API's `field`). */
function controlOf(field: string | undefined, values: ReportFormValues, brandHasShops: boolean): ReportField | null {
  switch (field) {
    case 'manufacturerId':
    case 'photoUrl':
    case 'note':
    case 'email':
      return field;
    case 'storeId':
      return 'place';
    case 'boughtAtAddress':
      return typesAddress(values, brandHasShops) ? 'boughtAtAddress' : 'place';
    default:
      return null;
  }
}

/** The problems the domain's schema (the API's own) finds, one per control; none when it can be sent. */
export function reportProblems(values: ReportFormValues, brandHasShops: boolean): ReportProblems {
  const parsed = fakeReportSchema.safeParse(toReportInput(values, brandHasShops));
  const problems: ReportProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const control = controlOf(String(issue.path[0] ?? ''), values, brandHasShops);
    if (control && !problems[control]) problems[control] = issue.message;
  }
  return problems;
}

/** Where the server's refusal is shown: under its control, or above the form. */
export function refusalOf(
  error: unknown,
  values: ReportFormValues,
  brandHasShops: boolean,
): { control: ReportField | null; message: string } {
  if (!(error instanceof GraphQLRequestError)) return { control: null, message: REPORT_NOT_SENT };
  if (error.code === 'NETWORK_ERROR') return { control: null, message: NETWORK_ERROR };
  const readable = ['BAD_USER_INPUT', 'NOT_FOUND', 'RATE_LIMITED'].includes(error.code ?? '');
  return {
    control: controlOf(error.field, values, brandHasShops),
    message: readable ? error.message : REPORT_NOT_SENT,
  };
}
