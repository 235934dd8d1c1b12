import { useId } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Fields, FormAlert, FormRoot, FormTextField, HeaderGroup, Heading, Lead } from '../shared/formParts';
import {
  phoneCodeMessages,
  validatePhoneCode,
  type PhoneCodeMessages,
  type PhoneCodeValues,
} from '../validation';

export interface PhoneCodeFormLabels {
  title: string;
  text: string;
  code: string;
  submit: string;
  busy: string;
}

export const defaultPhoneCodeFormLabels: PhoneCodeFormLabels = {
  title: 'Verify your phone',
  text: 'Enter the 4-digit code we sent to your phone.',
  code: 'Code',
  submit: 'Verify',
  busy: 'Verifying...',
};

export interface PhoneCodeFormProps {
  /** Receives { code } (4 digits). The spec wires this page to no call. */
  onSubmit: (values: PhoneCodeValues) => void;
  busy?: boolean;
  error?: string;
  labels?: Partial<PhoneCodeFormLabels>;
  messages?: Partial<PhoneCodeMessages>;
}

/** Wide, spaced digits so the four-digit code reads at a glance. */
const CodeField = styled.div`
  input {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.5em;
    text-align: center;
  }
`;

/** The phone-code page (§2): one field for a 4-digit code, read as a one-time code by phones. */
export function PhoneCodeForm({ onSubmit, busy = false, error, labels, messages }: PhoneCodeFormProps) {
  const text = { ...defaultPhoneCodeFormLabels, ...labels };
  const rules = { ...phoneCodeMessages, ...messages };
  const titleId = useId();
  return (
    <Form<PhoneCodeValues>
      onSubmit={(values) => onSubmit({ code: values.code })}
      validate={(values) => validatePhoneCode(values, rules)}
      render={({ handleSubmit, invalid, pristine }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <HeaderGroup>
            <Heading id={titleId}>{text.title}</Heading>
            <Lead>{text.text}</Lead>
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          <Fields disabled={busy}>
            <CodeField>
              <FormTextField
                name="code"
                label={text.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                pattern="[0-9]*"
                required
              />
            </CodeField>
          </Fields>
          <Button
            type="submit"
            fullWidth
            size="lg"
            disabled={invalid || pristine}
            busy={busy}
            busyLabel={text.busy}
          >
            {text.submit}
          </Button>
        </FormRoot>
      )}
    />
  );
}
