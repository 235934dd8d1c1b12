/** The account forms' frame pieces: heading, lead, fieldset, alert, link, rows. */
import { CircleAlert } from 'lucide-react';
import { type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { bareFieldset } from '../../components/FormLayout/fieldStyles';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
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

export const HeaderGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Fields = styled.fieldset`
  ${bareFieldset}
  gap: ${({ theme }) => theme.space[4]};
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

/** A server error shown in the form (the app may use a toast instead). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <AlertBox role="alert">
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </AlertBox>
  );
}

const LinkAnchor = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-underline-offset: 3px;
  /* A comfortable target without changing the line. */
  display: inline-flex;
  align-items: center;
  min-block-size: 24px;
`;

export interface TextLinkProps {
  href: string;
  /** Called instead of a full page load on a plain click (the app's router). */
  onNavigate?: () => void;
  children: ReactNode;
}

/** A real link (so it can be opened in a tab) that hands plain clicks to the app. */
export function TextLink({ href, onNavigate, children }: TextLinkProps) {
  return (
    <LinkAnchor
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (
          !onNavigate ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        onNavigate();
      }}
    >
      {children}
    </LinkAnchor>
  );
}

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Centered = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;
