import styled from 'styled-components';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 64px;
  padding-inline: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bg.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.phoneOnly} {
    padding-inline: ${({ theme }) => theme.space[2]};
    gap: 0;
  }
`;

/** Navigation toggle, shortcuts and search: their own width first (they shrink only when nothing else can). */
export const Start = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;

  ${({ theme }) => theme.media.phoneOnly} {
    gap: 0;
  }
`;

/**
 * The end's buttons: the room left between the start and the user menu (its width never depends on the
 * buttons, so measuring them cannot loop). A button that does not fit stays laid out, out of the flow and
 * invisible, for the next measurement; its action is in the 'More' menu.
 */
export const Actions = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;

  & > [data-fit-item],
  & > [data-fit-more] {
    display: flex;
    flex: none;
  }
  & > [data-fit-hidden] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    visibility: hidden;
    pointer-events: none;
  }

  ${({ theme }) => theme.media.phoneOnly} {
    gap: 0;
  }
`;

export const ToolbarButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.layout.touchTarget};
  block-size: ${({ theme }) => theme.layout.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  /* The navigation toggle is 'expanded' whenever the side navigation shows: no pressed look for it. */
  &:hover,
  &[aria-expanded='true']:not([data-nav-toggle]),
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  & > svg {
    inline-size: 22px;
    block-size: 22px;
  }
`;

export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  min-inline-size: 20px;
  block-size: 20px;
  padding-inline: 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent.default};
  color: ${({ theme }) => theme.color.accent.onAccent};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const LanguageCode = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
`;

export const Divider = styled.span`
  inline-size: 1px;
  block-size: 32px;
  margin-inline: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phoneOnly} {
    display: none;
  }
`;
