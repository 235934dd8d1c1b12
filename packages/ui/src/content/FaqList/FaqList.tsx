import { useId } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqListLabels {
  title: string;
  empty: string;
}

export const defaultFaqListLabels: FaqListLabels = {
  title: 'Frequently Asked Questions',
  empty: 'No questions yet.',
};

export interface FaqListProps {
  /** From GET /user/faq/list. */
  items: readonly FaqItem[];
  labels?: Partial<FaqListLabels>;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Answer = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** /faq: the questions as a numbered accordion (§2). */
export function FaqList({ items, labels }: FaqListProps) {
  const text = { ...defaultFaqListLabels, ...labels };
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>{text.title}</Title>
      {items.length === 0 ? (
        <Empty>{text.empty}</Empty>
      ) : (
        <Accordion
          numbered
          headingLevel={2}
          items={items.map((item) => ({
            id: item.id,
            title: <bdi dir="auto">{item.question}</bdi>,
            content: <Answer dir="auto">{item.answer}</Answer>,
          }))}
        />
      )}
    </Root>
  );
}
