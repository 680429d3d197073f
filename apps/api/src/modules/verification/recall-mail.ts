import type { MailMessage } from '../mail/mailer';

export interface RecallNotice {
  productName: string;
  brandName: string;
  batchNumber: string;
  reason: string;
  /** The product's page, where the recall banner shows. */
  productUrl: string;
  /** The brand's store on Kasuwa, to contact them. */
  brandUrl: string;
}

/** The mail to a shopper who verified a unit of a batch that is now recalled. */
export function recallMail(to: string, notice: RecallNotice): MailMessage {
  return {
    to,
    subject: `Recall: ${notice.productName}, batch ${notice.batchNumber}`,
    text: [
      'Hello,',
      '',
      `You verified a unit of ${notice.productName} by ${notice.brandName} on Kasuwa and asked to be told if its batch was recalled.`,
      '',
      `${notice.brandName} has recalled batch ${notice.batchNumber} of ${notice.productName}.`,
      '',
      `Their reason: ${notice.reason}`,
      '',
      'What to do:',
      '- Stop using this product.',
      '- Return it to the shop where you bought it, and keep the receipt.',
      `- Contact ${notice.brandName} if you have questions: ${notice.brandUrl}`,
      '',
      `The product's page: ${notice.productUrl}`,
    ].join('\n'),
  };
}
