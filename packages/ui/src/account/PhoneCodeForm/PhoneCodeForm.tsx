import styled from 'styled-components';
import { AccountForm, Fields, FormSubmit, FormTextField } from '../shared/formParts';
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
  return (
    <AccountForm<PhoneCodeValues>
      title={text.title}
      lead={text.text}
      error={error}
      onSubmit={(values) => onSubmit({ code: values.code })}
      validate={(values) => validatePhoneCode(values, rules)}
    >
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
      <FormSubmit busy={busy} busyLabel={text.busy}>
        {text.submit}
      </FormSubmit>
    </AccountForm>
  );
}
