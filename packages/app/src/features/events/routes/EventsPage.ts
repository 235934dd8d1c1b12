import styled from 'styled-components';

/** An events screen: its parts (banner or title, filters, list or table) a step of the spacing scale apart. */
export const EventsPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  & > h1 {
    margin: 0;
  }

  ${({ theme }) => theme.media.phoneOnly} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;
