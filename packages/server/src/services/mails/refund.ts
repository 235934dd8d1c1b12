/**
 * The mail a member gets when a refund is made for a cancelled paid event registration. Plain text for now, kept in
 * one function so the mail templates (HTML part, en/tr/ar) can restyle it without touching the refund itself.
 */
export interface RefundMailInput {
  memberName: string;
  eventName: string;
  /** Dollars. */
  amount: number;
  currency: string;
  refundId: string;
  organisationName: string;
  supportEmail: string;
}

export function refundMail(input: RefundMailInput): { subject: string; text: string } {
  const amount = `${input.currency.toUpperCase() === 'USD' ? '$' : `${input.currency.toUpperCase()} `}${input.amount.toFixed(2)}`;
  return {
    subject: `Your refund for ${input.eventName}`,
    text: [
      `Hello ${input.memberName},`,
      '',
      `Your registration for ${input.eventName} has been cancelled and ${amount} has been refunded to the card you paid with.`,
      'It may take 5 to 10 business days for your bank to show it.',
      '',
      `Refund reference: ${input.refundId}`,
      '',
      `Questions? Write to ${input.supportEmail}.`,
      input.organisationName,
    ].join('\n'),
  };
}
