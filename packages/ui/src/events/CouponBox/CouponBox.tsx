import { Field as FinalField, Form as FinalForm } from 'react-final-form';
import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldLabel } from '../../components/FormLayout/Field';
import { textOf } from '../../components/FormLayout/fieldState';
import { TextField } from '../../components/TextField';

/** The outcome of the last coupon check, decided by the app from the server's answer (§8). */
export type CouponStatus = 'applied' | 'invalid' | 'expired';

export interface CouponBoxMessages {
  applied: string;
  invalid: string;
  expired: string;
}

export const defaultCouponMessages: CouponBoxMessages = {
  applied: 'Coupon code applied successfully',
  invalid: 'Invalid Coupon Code',
  expired: 'Coupon code is expired',
};

export interface CouponBoxProps {
  /** Apply: called with the trimmed code. */
  onApply: (code: string) => void;
  /** The code is being checked. */
  busy?: boolean;
  /** The last check's outcome; none before the first. */
  status?: CouponStatus | null;
  defaultCode?: string;
  label?: string;
  placeholder?: string;
  applyLabel?: string;
  busyLabel?: string;
  messages?: Partial<CouponBoxMessages>;
}

/** From this width of the box up, Apply sits beside the field; below it (phones), under it. */
const SIDE_BY_SIDE = '20rem';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  container: coupon-box / inline-size;
`;

/** The field takes the room; Apply only the width of its words (or of the busy words, whichever is wider). */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};

  @container coupon-box (min-width: ${SIDE_BY_SIDE}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

/**
 * Beside the field, a hidden copy of the label sits above the button so it lines up with the input, errors
 * or not. The words never wrap: a wrapped (hidden) busy label made the button taller than the field.
 */
const ButtonColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  & > div {
    display: none;
    visibility: hidden;
  }
  & > button {
    inline-size: 100%;
    min-inline-size: 6rem;
    white-space: nowrap;
  }

  @container coupon-box (min-width: ${SIDE_BY_SIDE}) {
    & > div {
      display: block;
    }
    & > button {
      inline-size: auto;
    }
  }
`;

const Applied = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.success.fg};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
  }
`;

/** A free-text coupon code with Apply; shows the outcome the caller reports. */
export function CouponBox({
  onApply,
  busy = false,
  status = null,
  defaultCode = '',
  label = 'Coupon Code',
  placeholder = 'Enter coupon code',
  applyLabel = 'Apply',
  busyLabel = 'Applying...',
  messages: messageOverrides,
}: CouponBoxProps) {
  const messages = { ...defaultCouponMessages, ...messageOverrides };
  const failed = status === 'invalid' || status === 'expired';
  return (
    <FinalForm<{ code?: string }>
      initialValues={{ code: defaultCode || undefined }}
      onSubmit={(values) => {
        const code = textOf(values.code);
        if (code && !busy) onApply(code);
      }}
      subscription={{ values: true }}
      render={({ handleSubmit, values }) => (
        <Form noValidate onSubmit={handleSubmit}>
          <Row>
            <FinalField<string> name="code">
              {({ input }) => (
                <TextField
                  label={label}
                  placeholder={placeholder}
                  value={input.value}
                  onChange={input.onChange}
                  autoComplete="off"
                  errorText={failed ? messages[status] : undefined}
                  readOnly={busy}
                />
              )}
            </FinalField>
            <ButtonColumn>
              {/* The field's own label line (a label inside a div), so both are exactly as tall. */}
              <div aria-hidden="true">
                <FieldLabel as="span">{label}</FieldLabel>
              </div>
              <Button
                type="submit"
                variant="secondary"
                busy={busy}
                busyLabel={busyLabel}
                disabled={textOf(values.code) === ''}
              >
                {applyLabel}
              </Button>
            </ButtonColumn>
          </Row>
          {/* Always present so the success is announced when it appears. */}
          <div role="status">
            {status === 'applied' && (
              <Applied>
                <CheckCircle2 aria-hidden />
                {messages.applied}
              </Applied>
            )}
          </div>
        </Form>
      )}
    />
  );
}
