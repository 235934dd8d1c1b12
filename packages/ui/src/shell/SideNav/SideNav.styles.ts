import styled from 'styled-components';
import { visuallyHidden } from '../../components/a11y';

export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  inline-size: 100%;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  min-block-size: 64px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
  overflow: hidden;
`;

export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[4]};
`;

export const GroupTitle = styled.h2`
  margin: 0;
  padding-block: 0 ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.text.secondary};
  white-space: nowrap;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

export const ChildList = styled(List)`
  & a {
    padding-inline-start: calc(${({ theme }) => theme.space[4]} + 24px + ${({ theme }) => theme.space[3]});
  }
`;

/** Link and collapsible-group button share one look. */
export const ItemControl = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: calc(100% - ${({ theme }) => theme.space[3]});
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  margin: 0;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 0;
  /* Rounded on the far side only, like a tab pulled out of the page edge. */
  border-start-end-radius: ${({ theme }) => theme.radius.pill};
  border-end-end-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.subtle};
    color: ${({ theme }) => theme.color.primary.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > svg {
    flex: none;
    inline-size: 24px;
    block-size: 24px;
  }
`;

export const Title = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Trailing = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};

  & > svg {
    inline-size: 16px;
    block-size: 16px;
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  [aria-expanded='true'] > & > svg {
    transform: rotate(180deg);
  }
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

/** The header's two forms: the folded rail shows the short one (it is only read when unfolded). */
export const HeaderFull = styled.span`
  display: contents;
`;

export const HeaderFolded = styled.span`
  display: none;
`;

/**
 * Folded (64 px) shows icons only. Hover or keyboard focus unfolds the panel over the page (AppShell
 * widens the column); the names stay in the accessibility tree all the time.
 */
export const FoldedRules = styled.div`
  display: contents;

  [data-folded='true']:not(:hover):not(:focus-within) & {
    ${GroupTitle}, ${Title}, ${Trailing} {
      ${visuallyHidden}
    }
    ${ChildList} {
      display: none;
    }
    ${Header} {
      justify-content: center;
      padding-inline: 0;
    }
    ${HeaderFull} {
      display: none;
    }
    ${HeaderFolded} {
      display: contents;
    }
    ${ItemControl} {
      inline-size: 100%;
      justify-content: center;
      padding-inline: 0;
      border-radius: 0;
    }
  }
`;

/* ---- Tabbed navbar styles (a rail of 120 px, or 64 px dense) and the horizontal layouts' bar ---- */

export const RailList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;

  & > li {
    position: relative;
  }
  & + & {
    margin-inline: ${({ theme }) => theme.space[3]};
    border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

/** A rail entry: icon above a short title (tabbed), or the icon alone (tabbed-dense). */
export const RailControl = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  inline-size: calc(100% - ${({ theme }) => theme.space[2]});
  min-block-size: 64px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
  &[aria-current='page'],
  &[data-active='true'] {
    background: ${({ theme }) => theme.color.primary.subtle};
    color: ${({ theme }) => theme.color.primary.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  & > svg {
    flex: none;
    inline-size: 24px;
    block-size: 24px;
  }
  & > span {
    overflow-wrap: anywhere;
  }
  [data-dense='true'] & {
    min-block-size: ${({ theme }) => theme.layout.touchTarget};
  }
  [data-dense='true'] & > span {
    ${visuallyHidden}
  }
`;

/** The children of a rail entry or bar entry, in a panel beside (rail) or below (bar) it. */
export const Flyout = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 240px;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[data-side='beside'] {
    inset-block-start: 0;
    inset-inline-start: calc(100% + ${({ theme }) => theme.space[1]});
  }
  &[data-side='below'] {
    inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
    inset-inline-start: 0;
    /* A long 'More' panel scrolls inside the window rather than past it. */
    max-block-size: calc(100dvh - 140px);
    overflow-y: auto;
  }
  &[data-side='below'][data-align='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  &[hidden] {
    display: none;
  }
  & a {
    inline-size: 100%;
    border-radius: 0;
  }
`;

/** A group's title inside a bar panel ('More'), above its links. */
export const FlyoutHeading = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const FlyoutSection = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarRoot = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.primary};
`;

/** One row whose width never depends on its entries (see useFitCount): entries that do not fit are in 'More'. */
export const BarList = styled.ul`
  position: relative;
  display: flex;
  flex: 1 1 0;
  flex-wrap: nowrap;
  align-items: center;
  min-inline-size: 0;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;

  & > li {
    position: relative;
    flex: none;
  }
  & > li[data-fit-hidden] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    visibility: hidden;
    pointer-events: none;
  }
`;

/** A bar entry: icon beside its title, in a pill. */
export const BarControl = styled(RailControl)`
  flex-direction: row;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: auto;
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;

  & > svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;
