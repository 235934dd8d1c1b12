import { useId } from 'react';
import styled from 'styled-components';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { TextField } from '../../components/TextField';

interface CalendarFeedCardLabels {
  title: string;
  text: string;
  address: string;
  copy: string;
  copied: string;
  rotate: string;
  rotating: string;
  rotateHint: string;
  loading: string;
  error: string;
  retry: string;
}

const defaultCalendarFeedCardLabels: CalendarFeedCardLabels = {
  title: 'Subscribe in your calendar app',
  text: 'Add this private address to Google Calendar or Apple Calendar ("From URL" / "New Calendar Subscription") to see your calendar there.',
  address: 'Private calendar address',
  copy: 'Copy address',
  copied: 'Copied',
  rotate: 'Replace address',
  rotating: 'Replacing...',
  rotateHint: 'Anyone with the address can see your calendar. Replace it if you shared it by mistake.',
  loading: 'Loading...',
  error: 'Oops something bad happened!',
  retry: 'Try again',
};

interface CalendarFeedCardProps {
  /** The secret .ics address; null while it loads or failed. */
  url: string | null;
  loading?: boolean;
  error?: boolean;
  /** A new address is being made. */
  rotating?: boolean;
  /** The address was just copied (the button says so). */
  copied?: boolean;
  onCopy: (url: string) => void;
  onRotate: () => void;
  onRetry?: () => void;
  labels?: Partial<CalendarFeedCardLabels>;
}

const Card = styled.section`
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Heading = styled.h2`
  align-items: center;
  display: flex;
  font-size: ${({ theme }) => theme.font.size.lg};
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  margin: 0;
`;

const Row = styled.div`
  align-items: flex-end;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 280px;
    min-inline-size: 0;
  }
`;

/** The member's private .ics address with Copy and Replace (the old address stops working). */
export function CalendarFeedCard({
  url,
  loading = false,
  error = false,
  rotating = false,
  copied = false,
  onCopy,
  onRotate,
  onRetry,
  labels,
}: CalendarFeedCardProps) {
  const text = { ...defaultCalendarFeedCardLabels, ...labels };
  const headingId = useId();
  const hintId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>
        <CalendarPlus aria-hidden size={20} />
        {text.title}
      </Heading>
      <Text>{text.text}</Text>
      {loading ? (
        <LoadingIndicator label={text.loading} />
      ) : error || !url ? (
        <ErrorState message={text.error} onRetry={onRetry} retryLabel={text.retry} />
      ) : (
        <>
          <Row>
            <TextField
              label={text.address}
              value={url}
              readOnly
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" leadingIcon={<Copy />} onClick={() => onCopy(url)}>
              {copied ? text.copied : text.copy}
            </Button>
          </Row>
          <Row>
            <Text id={hintId}>{text.rotateHint}</Text>
            <Button
              variant="tertiary"
              leadingIcon={<RefreshCw />}
              busy={rotating}
              busyLabel={text.rotating}
              aria-describedby={hintId}
              onClick={onRotate}
            >
              {text.rotate}
            </Button>
          </Row>
        </>
      )}
    </Card>
  );
}
