/** A domain form's frame: heading, lead, a server error and a saved notice (the account forms have their own). */
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-inline-size: 48rem;
`;

export const HeaderGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const AlertBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.error.fg};
  background: ${({ theme }) => theme.color.error.subtle};
  color: ${({ theme }) => theme.color.error.fg};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
    margin-block-start: 2px;
    inline-size: 20px;
    block-size: 20px;
  }
`;

/** A server refusal shown at the top of the form. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <AlertBox role="alert">
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </AlertBox>
  );
}

const NoticeBox = styled(AlertBox)`
  border-color: ${({ theme }) => theme.color.success.fg};
  background: ${({ theme }) => theme.color.success.subtle};
  color: ${({ theme }) => theme.color.success.fg};
`;

/** What the member just did was saved: a polite status at the top of the form. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <NoticeBox role="status">
      <CircleCheck aria-hidden="true" />
      <span>{children}</span>
    </NoticeBox>
  );
}
