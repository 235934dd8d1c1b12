import type { ReactNode } from 'react';
import styled from 'styled-components';
import { WellnessIllustration } from '../../assets/WellnessIllustration';

export interface AuthLayoutProps {
  /** Large text of the side panel (e.g. 'Just One Step Away' on the reset page). */
  sideTitle: ReactNode;
  /** Smaller text under it (e.g. 'reset your password and restore your activities'). */
  sideText?: ReactNode;
  /** Replaces the default illustration (decorative). */
  illustration?: ReactNode;
  /** Logo or organisation name at the top of the side panel. */
  brand?: ReactNode;
  /** The form or message of the page. */
  children: ReactNode;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background: ${({ theme }) => theme.color.bg.page};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.text.primary};

  ${({ theme }) => theme.media.desktop} {
    justify-content: center;
    padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[12]};
  }
`;

const Brand = styled.div`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary.default};

  ${({ theme }) => theme.media.desktop} {
    margin-block-end: auto;
  }
`;

const SideTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size['4xl']};
  }
`;

const SideText = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Art = styled.div`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
    margin-block-start: auto;
    max-inline-size: 420px;

    svg {
      display: block;
      inline-size: 100%;
      block-size: auto;
    }
  }
`;

const Main = styled.main`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  padding-block-end: calc(${({ theme }) => theme.space[6]} + env(safe-area-inset-bottom, 0px));

  ${({ theme }) => theme.media.tablet} {
    align-items: center;
    padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[8]};
  }
`;

const Panel = styled.div`
  inline-size: 100%;
  max-inline-size: 480px;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

/**
 * Layout of the open routes (login, sign-up, verification, forgot and reset password, profile completion):
 * a side panel with text and an illustration beside the page's card. No toolbar, navigation or footer.
 */
export function AuthLayout({ sideTitle, sideText, illustration, brand, children }: AuthLayoutProps) {
  return (
    <Root>
      <Side>
        {brand && <Brand>{brand}</Brand>}
        <SideTitle>{sideTitle}</SideTitle>
        {sideText && <SideText>{sideText}</SideText>}
        <Art>{illustration ?? <WellnessIllustration />}</Art>
      </Side>
      <Main>
        <Panel>{children}</Panel>
      </Main>
    </Root>
  );
}
