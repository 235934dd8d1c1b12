import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { bareControl, controlBox, focusRingWithin } from '../FormLayout/fieldStyles';

export const Box = styled.div`
  ${controlBox}
  ${focusRingWithin('input', 'textarea')}
  &[data-multiline='true'] {
    align-items: flex-start;
    padding-block: ${({ theme }) => theme.space[2]};
  }
`;

export const Input = styled.input`
  ${bareControl}
  /* Native date/time pickers: keep their calendar/clock button readable in the dark scheme too. */
  color-scheme: ${({ theme }) => theme.scheme};
  /* SearchField draws its own clear button, with a translatable name. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export const Textarea = styled.textarea`
  ${bareControl}
  min-block-size: 6lh;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.body};
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Position of a small IconButton inside the field (show/hide password, clear search). */
export const InlineButton = styled(IconButton)`
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[2]});
`;
