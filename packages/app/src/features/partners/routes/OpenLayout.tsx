import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@wellness/ui/components/Button';
import { useAppSelector } from '../../../app/hooks';
import { signedInRoles } from '../../../app/guards/routeAccess';
import { siteConfig } from '../../../config/site';
import { selectSession } from '../../session/selectors';
import { RouteLoading } from '../../shell/RouteLoading';
import { ShellLayout } from '../../shell/ShellLayout';

const Frame = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.color.bg.page};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phoneOnly} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`;

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary.default};
  text-decoration: none;
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[6]};
  max-inline-size: 64rem;
  margin-inline: auto;

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The vendor and business-partner forms are open to anyone (§2, §6): a signed-in member (or staff) sees them in
 * the usual shell, a visitor in a light frame with the organisation's name and a way to sign in.
 */
export function OpenLayout() {
  const intl = useIntl();
  const session = useAppSelector(selectSession);
  if (session.status === 'checking') return <RouteLoading />;
  const roles = session.status === 'signedIn' ? signedInRoles(session.user) : [];
  if (roles.includes('staff')) return <ShellLayout variant="staff" />;
  if (roles.includes('user')) return <ShellLayout />;
  return (
    <Frame>
      <Header>
        <Brand to="/">{siteConfig.organisationName}</Brand>
        <Button as={Link} to="/login" size="sm">
          {intl.formatMessage({ id: 'app.partners.open.signIn' })}
        </Button>
      </Header>
      <Main id="main" aria-label={intl.formatMessage({ id: 'app.partners.open.main' })}>
        <Outlet />
      </Main>
    </Frame>
  );
}
