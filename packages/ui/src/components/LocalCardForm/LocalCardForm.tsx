import { useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Field as FinalField, Form as FinalForm } from 'react-final-form';
import { CreditCard } from 'lucide-react';
import styled from 'styled-components';
import { controlOf, fieldError } from '../FormLayout/fieldState';
// The mono face, loaded only by the pages that show a card form.
import '@fontsource/dejavu-mono/latin-400.css';
import { TextField } from '../TextField';
import { formatCardNumber, formatExpiry, toCardDetails, validateCard } from './cardRules';
import type { CardDetails, CardField, CardFieldProblem, CardFormValues, Expiry } from './cardRules';

export interface TestCard {
  /** Digits, e.g. '4242424242424242'. */
  number: string;
  /** What the gateway does with it, e.g. 'Succeeds'. */
  description: string;
}

export interface LocalCardFormMessages {
  numberRequired: string;
  numberInvalid: string;
  expiryRequired: string;
  expiryInvalid: string;
  expiryExpired: string;
  cvcRequired: string;
  cvcInvalid: string;
  nameRequired: string;
}

export const defaultCardFormMessages: LocalCardFormMessages = {
  numberRequired: 'Please enter your card number',
  numberInvalid: 'This card number is not valid. Please check it and try again.',
  expiryRequired: 'Please enter the expiry date',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expiryExpired: 'This card has expired',
  cvcRequired: 'Please enter the CVC',
  cvcInvalid: 'The CVC is the 3 or 4 digits on the back of the card',
  nameRequired: 'Please enter the name on the card',
};

const messageKeys: Record<CardField, Partial<Record<CardFieldProblem, keyof LocalCardFormMessages>>> = {
  number: { required: 'numberRequired', invalid: 'numberInvalid' },
  expiry: { required: 'expiryRequired', invalid: 'expiryInvalid', expired: 'expiryExpired' },
  cvc: { required: 'cvcRequired', invalid: 'cvcInvalid' },
  name: { required: 'nameRequired' },
};

const fieldOrder: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

export interface LocalCardFormProps {
  /** The form's id: the dialog's Submit button (outside the form) submits it through `form={id}`. */
  id: string;
  /** Called with the card once every field is valid. */
  onSubmit: (card: CardDetails) => void;
  /** While the payment is being submitted. */
  disabled?: boolean;
  /** The current month, for the expiry check; today by default (stories pass a fixed one). */
  today?: Expiry;
  /** The local gateway's test cards, shown as a hint. */
  testCards?: readonly TestCard[];
  testCardsTitle?: string;
  /**
   * The test cards' heading level: 3 (default) under a dialog's title; 2 where the form sits right under the
   * page's h1 (the event checkout), so heading levels never skip one.
   */
  testCardsHeadingLevel?: 2 | 3;
  testCardsNote?: ReactNode;
  numberLabel?: string;
  expiryLabel?: string;
  cvcLabel?: string;
  nameLabel?: string;
  messages?: Partial<LocalCardFormMessages>;
  /** Values to start with (stories). */
  defaultValues?: Partial<CardFormValues>;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
`;

const Hint = styled.section`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.info.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > h2,
  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.info.fg};
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  & > ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-variant-numeric: tabular-nums;
    /* Card numbers read left to right in every language. */
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

function currentMonth(): Expiry {
  const now = new Date();
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/**
 * The card form of the local payment gateway: card number (grouped by four), expiry MM/YY, CVC and
 * name on card, checked on leaving each field and on submit (Luhn checksum, real and future month).
 * It renders its own `<form id>`; place it inside `CardDetailsDialog` through its render prop.
 */
export function LocalCardForm({
  id,
  onSubmit,
  disabled = false,
  today,
  testCards,
  testCardsTitle = 'Test cards',
  testCardsHeadingLevel = 3,
  testCardsNote = 'Use any future expiry date and any 3-digit CVC.',
  numberLabel = 'Card number',
  expiryLabel = 'Expiry date (MM/YY)',
  cvcLabel = 'CVC',
  nameLabel = 'Name on card',
  messages,
  defaultValues,
}: LocalCardFormProps) {
  const TestCardsHeading = testCardsHeadingLevel === 2 ? 'h2' : 'h3';
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const words = { ...defaultCardFormMessages, ...messages };
  const month = today ?? currentMonth();

  const validate = (values: CardFormValues) => {
    const problems = validateCard(values, month);
    const errors: Partial<Record<CardField, string>> = {};
    for (const field of fieldOrder) {
      const problem = problems[field];
      const key = problem && messageKeys[field][problem];
      if (key) errors[field] = words[key];
    }
    return errors;
  };

  /** One card field of the form: its value (kept as `parse` formats it), its handlers, its error and its ref. */
  const cardField = (
    field: CardField,
    parse: (value: string) => string,
    render: (props: {
      required: true;
      disabled: boolean;
      value: string;
      onChange: (event: unknown) => void;
      onBlur: () => void;
      errorText: string | undefined;
      ref: (element: HTMLInputElement | null) => void;
    }) => ReactNode,
  ) => (
    <FinalField<string> name={field} parse={(value: string | undefined) => parse(value ?? '')}>
      {({ input, meta }) =>
        render({
          required: true,
          disabled,
          ...controlOf(input),
          errorText: fieldError(meta),
          ref: (element) => {
            inputs.current[field] = element;
          },
        })
      }
    </FinalField>
  );

  return (
    <FinalForm<CardFormValues>
      initialValues={{
        number: formatCardNumber(defaultValues?.number ?? ''),
        expiry: formatExpiry(defaultValues?.expiry ?? ''),
        cvc: defaultValues?.cvc ?? '',
        name: defaultValues?.name ?? '',
      }}
      validate={validate}
      onSubmit={(values) => {
        const card = toCardDetails(values, month);
        if (card) onSubmit(card);
      }}
      render={({ handleSubmit, form }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (disabled) return;
          // An invalid card shows every problem (final-form touches every field) and takes the member to the first.
          void handleSubmit(event);
          const { errors } = form.getState();
          const first = fieldOrder.find((field) => errors?.[field]);
          if (first) inputs.current[first]?.focus();
        };
        return (
          <Form id={id} noValidate onSubmit={submit} aria-disabled={disabled || undefined}>
            <div data-span="full">
              {cardField('number', formatCardNumber, (props) => (
                <TextField
                  {...props}
                  label={numberLabel}
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  dir="ltr"
                  startAdornment={<CreditCard aria-hidden="true" size={20} />}
                />
              ))}
            </div>
            {cardField('expiry', formatExpiry, (props) => (
              <TextField
                {...props}
                label={expiryLabel}
                name="cardExpiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                dir="ltr"
              />
            ))}
            {cardField(
              'cvc',
              (value) => value.replace(/\D/g, '').slice(0, 4),
              (props) => (
                <TextField
                  {...props}
                  label={cvcLabel}
                  name="cardCvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  maxLength={4}
                  dir="ltr"
                />
              ),
            )}
            <div data-span="full">
              {cardField(
                'name',
                (value) => value,
                (props) => (
                  <TextField {...props} label={nameLabel} name="cardName" autoComplete="cc-name" />
                ),
              )}
            </div>
            {testCards && testCards.length > 0 && (
              <Hint aria-label={testCardsTitle}>
                <TestCardsHeading>{testCardsTitle}</TestCardsHeading>
                {testCardsNote && <p>{testCardsNote}</p>}
                <ul>
                  {testCards.map((card) => (
                    <li key={card.number}>
                      <code>{formatCardNumber(card.number)}</code> — {card.description}
                    </li>
                  ))}
                </ul>
              </Hint>
            )}
          </Form>
        );
      }}
    />
  );
}
