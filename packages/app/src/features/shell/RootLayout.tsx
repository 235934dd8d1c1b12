import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { RouteLoading } from './RouteLoading';

const Pending = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: ${({ theme }) => theme.zIndex.toast};
`;

const PendingCard = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** The outermost route: shows 'Loading...' while the next screen's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <Pending>
          <PendingCard>
            <RouteLoading />
          </PendingCard>
        </Pending>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
