import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconDisc } from '../../components/IconDisc';
import { Heading, Lead } from './formParts';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;

  & > :last-child {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
`;

export interface MessagePanelProps {
  tone: 'success' | 'warning' | 'info';
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Extra content (e.g. a busy indicator) instead of the picture. */
  art?: ReactNode;
}

/** A centred result screen: picture, heading, text and an action (verification, reset done, sent). */
export function MessagePanel({ tone, icon, title, text, actions, art }: MessagePanelProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      {art ?? (
        <IconDisc size="lg" tone={tone === 'info' ? 'primary' : tone}>
          {icon}
        </IconDisc>
      )}
      <Heading id={titleId}>{title}</Heading>
      {text && <Lead>{text}</Lead>}
      {actions}
    </Root>
  );
}
