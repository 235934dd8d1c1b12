import styled, { keyframes } from 'styled-components';
import { IconButton } from '../IconButton';

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

/** Pulled into the padding so a small button does not make the toast taller. */
export const CloseButton = styled(IconButton)`
  margin-block: -6px;
`;
