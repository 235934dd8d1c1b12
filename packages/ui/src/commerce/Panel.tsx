import styled from 'styled-components';

/**
 * A titled panel of the payment and order screens (address, payment details, tracking); seen in the stories of
 * the commerce components that draw it (PaymentDetailsCard, OrderDetails, …).
 */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;

  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Label and value pairs, one a line; values at the end (numbers in tabular figures). */
export const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  & > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  & > [data-total] {
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
