import { fitReply } from './sms-gateway';
import type { VerificationAnswer } from './verification.service';

export const USSD_PROMPT = 'Kasuwa: enter the 16-character code on the label';

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

/**
 * The reply to an SMS or USSD check, at most 160 characters of plain GSM-7 text (no ₦, no
 * ellipsis character): the product's name is shortened to make it fit, never the verdict.
 */
export function replyTextFor(answer: VerificationAnswer | null, siteUrl: string): string {
  const site = siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (!answer)
    return fitReply(() => 'Send VERIFY and the 16-character code on the label, e.g. VERIFY 7K3M-Q9XD-4TBR-HW2N');
  const { product, maker, batch } = answer;
  switch (answer.result) {
    case 'MISTYPED':
      return fitReply(
        () => `${answer.code} has a typing mistake. Check each character on the label and send it again.`,
      );
    case 'NOT_FOUND':
      return fitReply(
        () => `FAKE? ${answer.code} is not a Kasuwa code. Do not use the product. Report it at ${site}/verify`,
      );
    case 'RECALLED':
      return fitReply(
        (cut) =>
          `RECALLED: ${cut(product?.name ?? '')} batch ${batch?.number}. Stop using it and return it. ${cut(batch?.recallReason ?? '')}`,
      );
    case 'EXPIRED':
      return fitReply(
        (cut) =>
          `EXPIRED: ${cut(product?.name ?? '')} batch ${batch?.number} expired ${batch ? day(batch.expiryDate) : ''}. Do not use it.`,
      );
    case 'ALREADY_VERIFIED':
      return fitReply(
        (cut) =>
          `WARNING: code checked ${answer.verifications} times, first ${answer.firstVerifiedAt ? day(answer.firstVerifiedAt) : ''}. Label may be copied. ${cut(product?.name ?? '')} by ${cut(maker?.name ?? '')}`,
      );
    case 'GENUINE':
      return fitReply(
        (cut) =>
          `GENUINE: ${cut(product?.name ?? '')} by ${cut(maker?.name ?? '')}, batch ${batch?.number}, expires ${batch ? day(batch.expiryDate) : ''}. First check of this code.`,
      );
  }
}
