import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.page};
`;

const Card = styled.section`
  max-inline-size: 32rem;
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary.default};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** A full-page message with one way onwards (not found, unexpected error). */
export function StatusPage({
  code,
  title,
  text,
  action,
}: {
  code?: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Main>
      <Card>
        {code && <Code aria-hidden="true">{code}</Code>}
        <h1>{title}</h1>
        <Text>{text}</Text>
        {action}
      </Card>
    </Main>
  );
}
