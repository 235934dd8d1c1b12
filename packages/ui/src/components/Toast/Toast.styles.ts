import styled, { keyframes } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

export const Region = styled.section`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space[4]};
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  /* The strip itself lets clicks through; only the toasts take them. */
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const Surface = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: min(440px, 100%);
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  animation: ${enter} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) =>
    (['success', 'error', 'warning', 'info'] as const)
      .map(
        (kind) => `
  &[data-kind='${kind}'] {
    border-inline-start-color: ${theme.color[kind].fg};
    background: ${theme.color[kind].subtle};
  }
  &[data-kind='${kind}'] > [data-icon] {
    color: ${theme.color[kind].fg};
  }`,
      )
      .join('')}
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  /* Lines the icon up with the first line of text. */
  padding-block-start: 2px;

  & > svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;

export const Message = styled.div`
  flex: 1;
  min-inline-size: 0;
  padding-block: 2px;
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  margin-block: -4px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
    color: ${({ theme }) => theme.color.text.primary};
  }
  ${({ theme }) => theme.media.phoneOnly} {
    inline-size: ${({ theme }) => theme.layout.touchTarget};
    block-size: ${({ theme }) => theme.layout.touchTarget};
    margin-block: -10px;
  }
  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;
