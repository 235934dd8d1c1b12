import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AuthLayout } from '@wellness/ui/account';
import { siteConfig } from '../../config/site';

/** The open routes' page: the design system's AuthLayout with the organisation as brand and translated side text. */
export function AuthPage({
  sideTitleId,
  sideTextId,
  children,
}: {
  sideTitleId: string;
  sideTextId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <AuthLayout
      brand={siteConfig.organisationName}
      sideTitle={intl.formatMessage({ id: sideTitleId })}
      sideText={intl.formatMessage({ id: sideTextId })}
    >
      {children}
    </AuthLayout>
  );
}

export const AuthTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size['2xl']};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

export const AuthText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const EndLink = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: calc(-1 * ${({ theme }) => theme.space[2]});
`;

const DividerRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

export function OrDivider() {
  const intl = useIntl();
  return <DividerRoot role="separator">{intl.formatMessage({ id: 'app.common.divider.or' })}</DividerRoot>;
}
