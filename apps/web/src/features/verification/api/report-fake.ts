import { useMutation } from '@tanstack/react-query';
import type { VariablesOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { graphqlRequest } from '../../../lib/graphql-client';

export const REPORT_FAKE_MUTATION = graphql(`
  mutation ReportFake($input: ReportFakeInput!) {
    reportFake(input: $input) {
      id
      createdAt
    }
  }
`);

/** Where the photo of a suspected fake goes: the image pipeline, no account needed. */
export const REPORT_PHOTO_PATH = '/verify/report-photo';

export type ReportFakeInput = VariablesOf<typeof REPORT_FAKE_MUTATION>['input'];

/** Sends a report of a suspected fake to the brand's maker; no account needed. */
export function useReportFake() {
  return useMutation({
    mutationFn: (input: ReportFakeInput) =>
      graphqlRequest(REPORT_FAKE_MUTATION, { input }).then((data) => data.reportFake),
  });
}
