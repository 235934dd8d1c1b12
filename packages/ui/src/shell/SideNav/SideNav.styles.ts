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
    ${ItemControl} {
      inline-size: 100%;
      justify-content: center;
      padding-inline: 0;
      border-radius: 0;
    }
  }
`;
