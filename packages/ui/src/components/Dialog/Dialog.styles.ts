import styled, { keyframes } from 'styled-components';
import { IconButton } from '../IconButton';

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(var(--dialog-enter-x, 24px)); }
  to { opacity: 1; transform: none; }
`;

export const NativeDialog = styled.dialog`
  inline-size: min(560px, calc(100vw - ${({ theme }) => theme.space[8]}));
  max-inline-size: none;
  max-block-size: calc(100dvh - ${({ theme }) => theme.space[8]});
  /* The panel fills the whole box, so a click whose target is the dialog itself is on the backdrop. */
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;

  /* Focus rests on the dialog itself only when it has nothing focusable; its title is read out. */
  &:focus {
    outline: none;
  }
  &[open] {
    display: flex;
    animation: ${enter} ${({ theme }) => theme.motion.duration.normal}
      ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-size='sm'] {
    inline-size: min(400px, calc(100vw - ${({ theme }) => theme.space[8]}));
  }
  &[data-size='lg'] {
    inline-size: min(720px, calc(100vw - ${({ theme }) => theme.space[8]}));
  }
  /* A side panel at the inline end: full height, square corners on the screen's edge, sliding in from it. */
  &[data-dialog-placement='end'] {
    --dialog-enter-x: 24px;
    inline-size: min(400px, 100vw);
    block-size: 100dvh;
    max-block-size: 100dvh;
    margin-block: 0;
    margin-inline: auto 0;
    border-radius: 0;
    border-start-start-radius: ${({ theme }) => theme.radius.lg};
    border-end-start-radius: ${({ theme }) => theme.radius.lg};

    ${({ theme }) => theme.media.phoneOnly} {
      border-radius: 0;
    }
  }
  &[data-dialog-placement='end']:dir(rtl) {
    --dialog-enter-x: -24px;
  }
  &[data-dialog-placement='end'][open] {
    animation-name: ${slideIn};
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.bg.overlay};
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  min-block-size: 0;
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[6]} 0;
  padding-inline: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h2`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Body = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.phoneOnly} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/** Lines the close button up with the title's first line. */
export const CloseButton = styled(IconButton)`
  margin-block-start: -${({ theme }) => theme.space[2]};
`;
