import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

const Card = styled.div`
  max-inline-size: 480px;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Wide = styled(Card)`
  max-inline-size: 880px;
`;

/** Stories show a form on the card it sits on in the app. */
export const onCard: Decorator = (Story) => (
  <Card>
    <Story />
  </Card>
);

export const onWideCard: Decorator = (Story) => (
  <Wide>
    <Story />
  </Wide>
);
