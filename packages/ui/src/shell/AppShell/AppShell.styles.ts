import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background: ${({ theme }) => theme.color.bg.page};
  color: ${({ theme }) => theme.color.text.primary};

  /* The second horizontal layout: toolbar, navigation bar, page and footer boxed in the 1120 px container
     (§9) on a sunken backdrop. */
  &[data-layout='horizontalCentered'] {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &[data-layout='horizontalCentered'] > :not(a) {
    inline-size: 100%;
    max-inline-size: calc(
      ${({ theme }) => theme.layout.containerNarrow} + 2 * ${({ theme }) => theme.space[6]}
    );
    margin-inline: auto;
  }
  &[data-layout='horizontalCentered'] > :not(a):not([data-placement='drawer']) {
    background: ${({ theme }) => theme.color.bg.page};
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[2]};
  inset-inline-start: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.default};
  color: ${({ theme }) => theme.color.primary.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Row = styled.div`
  display: flex;
  flex: 1;

  &[data-nav-position='end'] {
    flex-direction: row-reverse;
  }
`;

export const NavPanel = styled.div`
  block-size: 100%;
  inline-size: 100%;
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const NavColumn = styled.div`
  flex: none;

  /* Desktop, vertical layout: a column beside the page. */
  &[data-placement='column'] {
    /* As tall as the page (the flex row stretches it), so the navigation's surface and edge never stop
       short, also in a full-page capture or a print; the panel inside is what sticks. */
    position: relative;
    z-index: ${({ theme }) => theme.zIndex.sticky + 1};
    align-self: stretch;
    inline-size: ${({ theme }) => theme.layout.navbarWidth};
    background: ${({ theme }) => theme.color.bg.surface};
    transition: inline-size ${({ theme }) => theme.motion.duration.normal}
      ${({ theme }) => theme.motion.easing.standard};

    /* The panel stays in view while a long page scrolls; the column behind it runs the page's full height. */
    ${NavPanel} {
      position: sticky;
      inset-block-start: 0;
      block-size: 100vh;
      block-size: 100dvh;
    }

    /* The edge line below the panel, on the pixel of the side navigation's own edge. Before the panel in
       paint order, so an unfolded panel covers it. */
    &::before {
      content: '';
      position: absolute;
      inset-block: 0;
      inset-inline-end: 0;
      inline-size: 1px;
      background: ${({ theme }) => theme.color.border.subtle};
    }
    &[data-position='end']::before {
      inset-inline: 0 auto;
    }

    &[data-style='tabbed'] {
      inline-size: ${({ theme }) => theme.layout.navbarTabbed};
    }
    &[data-style='tabbedDense'] {
      inline-size: ${({ theme }) => theme.layout.navbarDense};
    }
    /* Slid out of view by the menu button (or hidden by the settings). */
    &[data-hidden='true'] {
      inline-size: 0;
      overflow: hidden;
      visibility: hidden;
    }

    &[data-folded='true'] {
      inline-size: ${({ theme }) => theme.layout.navbarFolded};
    }
    /* Folded: the panel unfolds over the page while pointed at or focused, the column keeps 64 px. */
    &[data-folded='true'] ${NavPanel} {
      inline-size: ${({ theme }) => theme.layout.navbarFolded};
      transition: inline-size ${({ theme }) => theme.motion.duration.normal}
        ${({ theme }) => theme.motion.easing.standard};
    }
    &[data-folded='true']:hover ${NavPanel}, &[data-folded='true']:focus-within ${NavPanel} {
      inline-size: ${({ theme }) => theme.layout.navbarWidth};
      box-shadow: ${({ theme }) => theme.shadow.lg};
    }
  }

  /* Desktop, horizontal layouts: a bar across the page under the toolbar. */
  &[data-placement='bar'] {
    position: relative;
    z-index: ${({ theme }) => theme.zIndex.sticky - 1};
    border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.color.bg.surface};
  }

  /* Below desktop: a drawer over the page. */
  &[data-placement='drawer'] {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: ${({ theme }) => theme.zIndex.drawer};
    inline-size: min(${({ theme }) => theme.layout.navbarWidth}, 85vw);
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${({ theme }) => theme.motion.duration.slow} ${({ theme }) => theme.motion.easing.standard},
      visibility 0s linear ${({ theme }) => theme.motion.duration.slow};

    [dir='rtl'] & {
      transform: translateX(100%);
    }
    &[data-position='end'] {
      inset-inline: auto 0;
      transform: translateX(100%);
    }
    [dir='rtl'] &[data-position='end'] {
      transform: translateX(-100%);
    }
    &[data-drawer-open='true'] {
      transform: none;
      visibility: visible;
      box-shadow: ${({ theme }) => theme.shadow.lg};
      transition: transform ${({ theme }) => theme.motion.duration.slow}
        ${({ theme }) => theme.motion.easing.standard};
    }
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer - 1};
  background: ${({ theme }) => theme.color.bg.overlay};

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const ToolbarSlot = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
`;

/** A footer placed across the whole width, under the navigation too. */
export const FooterSlot = styled.div``;

export const Main = styled.main`
  flex: 1;
  /* At least one screen tall: the footer starts below the fold and does not move when the content loads
     (the layout shift measured on /events/upcoming and /packages). */
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space[6]};

  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const Container = styled.div`
  inline-size: 100%;
  margin-inline: auto;

  &[data-width='wide'] {
    max-inline-size: ${({ theme }) => theme.layout.containerWide};
  }
  &[data-width='narrow'] {
    max-inline-size: ${({ theme }) => theme.layout.containerNarrow};
  }
`;
