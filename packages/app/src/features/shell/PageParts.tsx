import styled from 'styled-components';

/** Headings and surfaces shared by the signed-in screens. */
export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size['2xl']};
  margin-block-end: ${({ theme }) => theme.space[6]};
`;

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

export const NarrowColumn = styled.div`
  max-inline-size: 40rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;
