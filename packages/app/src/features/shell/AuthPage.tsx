import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AuthLayout } from '@wellness/ui/account/AuthLayout';
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

export const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;
