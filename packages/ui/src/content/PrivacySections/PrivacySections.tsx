import { useId } from 'react';
import styled from 'styled-components';

export interface PrivacySection {
  id: string;
  title: string;
  /** Paragraphs of the section. */
  paragraphs: readonly string[];
}

/** The spec's three sections with placeholder text (§2); the app passes the real, translated text. */
export const defaultPrivacySections: PrivacySection[] = [
  {
    id: 'payment',
    title: 'Payment',
    paragraphs: [
      'Payments are processed by our card payment provider. We never store your full card number.',
      'Membership packages are billed yearly. A pending membership may take up to 24 hours to activate.',
    ],
  },
  {
    id: 'orders',
    title: 'Orders',
    paragraphs: [
      'We keep the details of your orders and event registrations so that you can see them in your transaction history.',
    ],
  },
  {
    id: 'return',
    title: 'Return',
    paragraphs: [
      'Refunds for failed payments take 7-10 working days. Any refund for a cancelled event registration is initiated within 7 business days.',
    ],
  },
];

export interface PrivacySectionsProps {
  title?: string;
  sections?: readonly PrivacySection[];
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-inline-size: 72ch;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/** /privacy: Payment, Orders and Return sections (§2). */
export function PrivacySections({
  title = 'Privacy Policy',
  sections = defaultPrivacySections,
}: PrivacySectionsProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {sections.map((section) => (
        <Section key={section.id} aria-labelledby={`${titleId}-${section.id}`}>
          <h2 id={`${titleId}-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </Root>
  );
}
