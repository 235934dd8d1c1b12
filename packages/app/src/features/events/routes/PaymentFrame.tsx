import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LockKeyhole } from 'lucide-react';
import { siteConfig } from '../../../config/site';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.color.bg.page};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary.default};
`;

const Secure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.color.success.fg};
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.containerWide};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }
`;

/**
 * The payment screens' page (/pay, /payment/checkout): no toolbar, navigation or footer (§2), only the
 * organisation's name and a secure-checkout mark above the screen.
 */
export function PaymentFrame() {
  const intl = useIntl();
  return (
    <Page>
      <Header>
        <Brand>{siteConfig.organisationName}</Brand>
        <Secure>
          <LockKeyhole aria-hidden="true" />
          {intl.formatMessage({ id: 'app.events.frame.secure' })}
        </Secure>
      </Header>
      <Main id="main" aria-label={intl.formatMessage({ id: 'app.events.frame.main' })}>
        <Outlet />
      </Main>
    </Page>
  );
}

export { PaymentFrame as Component };
