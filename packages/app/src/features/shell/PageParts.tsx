import styled from 'styled-components';

/** A card surface for the signed-in screens. */
export const Surface = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** Keeps single forms at a readable width. */
export const NarrowColumn = styled.div`
  max-inline-size: 40rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;
