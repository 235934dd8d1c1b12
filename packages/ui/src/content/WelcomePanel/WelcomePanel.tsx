import type { ReactNode } from 'react';
import styled from 'styled-components';
import { WellnessIllustration } from '../../assets/WellnessIllustration';

export interface WelcomePanelLabels {
  /** '{name}' is replaced with the member's name. */
  greeting: string;
  text: string;
}

export const defaultWelcomePanelLabels: WelcomePanelLabels = {
  greeting: 'Welcome, {name}!',
  text: 'Take a moment for yourself today: join an event, meet your support group or talk to a health hero.',
};

export interface WelcomePanelProps {
  name: string;
  /** One clear next action (e.g. a Button to upcoming events). */
  action?: ReactNode;
  /** Replaces the default welcome image (decorative). */
  illustration?: ReactNode;
  labels?: Partial<WelcomePanelLabels>;
}

const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primary.subtle};
  overflow: hidden;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Lead = styled.p`
  margin: 0;
  max-inline-size: 52ch;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Art = styled.div`
  ${({ theme }) => theme.media.phoneOnly} {
    display: none;
  }
  svg {
    display: block;
    inline-size: 100%;
    max-inline-size: 360px;
    block-size: auto;
    margin-inline-start: auto;
  }
`;

/** The dashboard's welcome: greeting, a calm line of text, one action and the welcome image. */
export function WelcomePanel({ name, action, illustration, labels }: WelcomePanelProps) {
  const text = { ...defaultWelcomePanelLabels, ...labels };
  return (
    <Root aria-label={text.greeting.replaceAll('{name}', name)}>
      <Text>
        <Greeting>{text.greeting.replaceAll('{name}', name)}</Greeting>
        <Lead>{text.text}</Lead>
        {action}
      </Text>
      <Art aria-hidden="true">{illustration ?? <WellnessIllustration />}</Art>
    </Root>
  );
}
