import styled from 'styled-components';

/** Centred content of the purchase outcome dialogs: an icon, then a short message. */
export const OutcomeBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[2]};
  text-align: center;
  color: ${({ theme }) => theme.color.text.primary};

  & > p {
    margin: 0;
  }
  & > [data-secondary] {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const OutcomeIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${({ theme }) => theme.radius.pill};

  & > svg {
    inline-size: 32px;
    block-size: 32px;
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.success.subtle};
    color: ${({ theme }) => theme.color.success.fg};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warning.subtle};
    color: ${({ theme }) => theme.color.warning.fg};
  }
  &[data-tone='error'] {
    background: ${({ theme }) => theme.color.error.subtle};
    color: ${({ theme }) => theme.color.error.fg};
  }
`;
