import styled from 'styled-components';

// The layout of a staff record's page, shared by the storied MemberDetail and StaffOrderDetail (their stories draw
// it): panels in a grid of columns, a panel's header with its title and actions, and a panel's label–value lines.

export const DetailGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const DetailLines = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
