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
