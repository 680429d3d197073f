import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import {
  ELSEWHERE,
  refusalOf,
  REPORT_NOT_SENT,
  reportProblems,
  toReportInput,
  type ReportFormValues,
} from './report-values';

const VALUES: ReportFormValues = {
  manufacturerId: 'maker-1',
  productId: '',
  code: '',
  photoUrl: 'http://localhost/uploads/images/a.webp',
  place: 'shop-1',
  boughtAtAddress: '',
  note: '',
  email: '',
};

describe('the report form', () => {
  it("sends one of the brand's shops, or the typed address when the shopper chose somewhere else", () => {
    expect(toReportInput(VALUES, true)).toMatchObject({ storeId: 'shop-1', boughtAtAddress: null });
    expect(toReportInput({ ...VALUES, place: ELSEWHERE, boughtAtAddress: 'Oshodi market' }, true)).toMatchObject({
      storeId: null,
      boughtAtAddress: 'Oshodi market',
    });
    // A brand without shops on Kasuwa: only the address is asked for.
    expect(toReportInput({ ...VALUES, boughtAtAddress: 'Ikeja' }, false)).toMatchObject({
      storeId: null,
      boughtAtAddress: 'Ikeja',
    });
    expect(toReportInput({ ...VALUES, code: '7K3M-Q9XD-4TBR-HW2N', productId: 'p-1' }, true)).toMatchObject({
      code: '7K3M-Q9XD-4TBR-HW2N',
      productId: 'p-1',
    });
  });

  it("finds nothing wrong with a complete report, and the API's messages under their controls otherwise", () => {
    expect(reportProblems(VALUES, true)).toEqual({});
    expect(reportProblems({ ...VALUES, manufacturerId: '', photoUrl: null }, true)).toEqual({
      manufacturerId: 'Choose the brand on the label',
      photoUrl: 'Add a photo of the product',
    });
    const nowhere = 'Say where you bought it: choose the shop or type its address';
    expect(reportProblems({ ...VALUES, place: '' }, true)).toEqual({ place: nowhere });
    expect(reportProblems({ ...VALUES, place: ELSEWHERE }, true)).toEqual({ boughtAtAddress: nowhere });
    expect(reportProblems({ ...VALUES, place: '' }, false)).toEqual({ boughtAtAddress: nowhere });
    expect(reportProblems({ ...VALUES, email: 'not-an-email' }, true)).toEqual({ email: expect.any(String) });
    expect(reportProblems({ ...VALUES, note: 'x'.repeat(1001) }, true)).toEqual({
      note: 'Must be at most 1000 characters',
    });
  });

  it("puts the server's refusal under the control it names, or above the form", () => {
    const refused = (code: string, field?: string) =>
      refusalOf(new GraphQLRequestError('Refused here', code, 200, field), { ...VALUES, place: ELSEWHERE }, true);
    expect(refused('BAD_USER_INPUT', 'storeId')).toEqual({ control: 'place', message: 'Refused here' });
    expect(refused('BAD_USER_INPUT', 'boughtAtAddress')).toEqual({
      control: 'boughtAtAddress',
      message: 'Refused here',
    });
    expect(refused('BAD_USER_INPUT', 'photoUrl')).toEqual({ control: 'photoUrl', message: 'Refused here' });
    expect(refused('NOT_FOUND')).toEqual({ control: null, message: 'Refused here' });
    expect(refused('RATE_LIMITED')).toEqual({ control: null, message: 'Refused here' });
    expect(refused('INTERNAL_SERVER_ERROR')).toEqual({ control: null, message: REPORT_NOT_SENT });
    expect(refused('NETWORK_ERROR')).toEqual({ control: null, message: NETWORK_ERROR });
    expect(refusalOf(new Error('boom'), VALUES, true)).toEqual({ control: null, message: REPORT_NOT_SENT });
  });
});
