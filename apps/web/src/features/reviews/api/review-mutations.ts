import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReportReason } from '@kasuwa/domain';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { REVIEW_QUERY_NAMES } from './review-fields';

export const WRITE_REVIEW = graphql(`
  mutation WriteReview($input: WriteReviewInput!) {
    writeReview(input: $input) {
      id
    }
  }
`);

export const REPLY_TO_REVIEW = graphql(`
  mutation ReplyToReview($reviewId: String, $text: String) {
    replyToReview(reviewId: $reviewId, text: $text) {
      id
    }
  }
`);

export const REPORT_REVIEW = graphql(`
  mutation ReportReview($input: ReportReviewInput!) {
    reportReview(input: $input)
  }
`);

function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => Promise.all(REVIEW_QUERY_NAMES.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
}

export function useWriteReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: { orderLineId: string; rating: number | null; text: string; photoUrl: string | null }) =>
      graphqlRequest(WRITE_REVIEW, { input }),
    onSuccess: refresh,
  });
}

export function useReplyToReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: { reviewId: string; text: string }) => graphqlRequest(REPLY_TO_REVIEW, input),
    onSuccess: refresh,
  });
}

export function useReportReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: { reviewId: string; reason: ReviewReportReason | null; note: string }) =>
      graphqlRequest(REPORT_REVIEW, { input }),
    onSuccess: refresh,
  });
}
