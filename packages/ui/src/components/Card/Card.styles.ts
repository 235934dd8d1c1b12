import styled from 'styled-components';

export const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-interactive='true']:hover {
    border-color: ${({ theme }) => theme.color.border.default};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* The focus ring of the title link goes round the whole card, its hit area. */
  &[data-interactive='true']:has(:focus-visible[data-card-link]) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Media = styled.div`
  aspect-ratio: 16 / 9;
  /* Without it the box grows to the picture's own ratio once the picture arrives (a layout shift). */
  overflow: hidden;

  /* An element given as media may be taller than 16:9 (a product's square picture, which keeps its own
     ratio from the start). */
  &[data-own-frame] {
    overflow: visible;
  }
  background: ${({ theme }) => theme.color.bg.sunken};

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

export const Eyebrow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** The real link or button of an interactive card; its ::after stretches over the whole card. */
export const TitleAction = styled.a`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
  }
  &:focus-visible {
    outline: none;
  }
  [data-interactive='true']:hover & {
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const Body = styled.div`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footer = styled.div`
  /* Above the stretched link, so footer buttons stay their own targets. */
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: auto;
  padding-block: 0 ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;
