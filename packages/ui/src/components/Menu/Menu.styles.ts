import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  min-inline-size: ${({ theme }) => theme.layout.touchTarget};
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  & > svg {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
  }
`;

export const List = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  /* As wide as its longest item (a staff member's queue names), not squeezed to the trigger's width. */
  inline-size: max-content;
  min-inline-size: 200px;
  max-inline-size: min(320px, calc(100vw - ${({ theme }) => theme.space[4]}));
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[data-align='start'] {
    inset-inline-start: 0;
  }
  &[data-align='end'] {
    inset-inline-end: 0;
  }
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  text-align: start;
  cursor: pointer;

  ${({ theme }) => theme.media.phoneOnly} {
    min-block-size: ${({ theme }) => theme.layout.touchTarget};
  }
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.primary.subtle};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.text.disabled};
    background: transparent;
    cursor: not-allowed;
  }
  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
  }
`;

/** Keeps the check column even when an item is not checked. */
export const CheckSlot = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: 18px;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.primary.default};

  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;
