import { useId, useRef } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { textOf } from '../../components/FormLayout';
import { Rating } from '../../components/Rating';
import { TextField } from '../../components/TextField';

export interface ReviewDialogLabels {
  title: string;
  rating: string;
  star: (stars: number, max: number) => string;
  feedback: string;
  ratingRequired: string;
  feedbackRequired: string;
  submit: string;
  cancel: string;
  busy: string;
  close: string;
}

export const defaultReviewDialogLabels: ReviewDialogLabels = {
  title: 'Ratings & Reviews',
  rating: 'Your rating',
  star: (stars, max) => `${stars} of ${max} stars`,
  feedback: 'Feedback',
  ratingRequired: 'Please choose a rating.',
  feedbackRequired: 'Please write your feedback.',
  submit: 'Submit',
  cancel: 'Cancel',
  busy: 'Submitting...',
  close: 'Close',
};

export interface ReviewSubmission {
  rating: number;
  review: string;
}

export interface ReviewDialogProps {
  open: boolean;
  /** The item being reviewed, read with the title. */
  itemName?: string;
  onSubmit: (review: ReviewSubmission) => void;
  onCancel: () => void;
  busy?: boolean;
  labels?: Partial<ReviewDialogLabels>;
  /** The longest feedback the server keeps. */
  maxLength?: number;
}

const Item = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The review dialog (§2): one of 5 stars and feedback text, both needed (§5). */
export function ReviewDialog({
  open,
  itemName,
  onSubmit,
  onCancel,
  busy = false,
  labels,
  maxLength = 2000,
}: ReviewDialogProps) {
  const text = { ...defaultReviewDialogLabels, ...labels };
  const itemId = useId();
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Form<{ rating?: number; review?: string }>
      onSubmit={(values) => onSubmit({ rating: values.rating ?? 0, review: textOf(values.review) })}
      validate={(values) => ({
        rating: (values.rating ?? 0) < 1 ? text.ratingRequired : undefined,
        review: textOf(values.review) ? undefined : text.feedbackRequired,
      })}
      // Nothing is said until the member tries to submit.
      subscription={{}}
      render={({ form }) => {
        const close = () => {
          form.restart();
          onCancel();
        };
        const submit = () => {
          void form.submit();
          const { errors } = form.getState();
          if (!errors?.rating && errors?.review) feedbackRef.current?.focus();
        };
        return (
          <Dialog
            open={open}
            onClose={close}
            title={text.title}
            aria-describedby={itemName ? itemId : undefined}
            busy={busy}
            closeLabel={text.close}
            size="sm"
            actions={
              <>
                <Button variant="secondary" disabled={busy} onClick={close}>
                  {text.cancel}
                </Button>
                <Button busy={busy} busyLabel={text.busy} onClick={submit}>
                  {text.submit}
                </Button>
              </>
            }
          >
            <Fields>
              {itemName && (
                <Item id={itemId} dir="auto">
                  {itemName}
                </Item>
              )}
              <FinalField<number> name="rating">
                {({ input, meta }) => (
                  <Rating
                    label={text.rating}
                    value={input.value || 0}
                    max={5}
                    onChange={(rating) => input.onChange(rating)}
                    starLabel={text.star}
                    required
                    disabled={busy}
                    errorText={meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<string> name="review">
                {({ input, meta }) => (
                  <TextField
                    ref={feedbackRef}
                    multiline
                    rows={4}
                    label={text.feedback}
                    required
                    maxLength={maxLength}
                    value={input.value}
                    disabled={busy}
                    errorText={meta.submitFailed ? meta.error : undefined}
                    onChange={input.onChange}
                  />
                )}
              </FinalField>
            </Fields>
          </Dialog>
        );
      }}
    />
  );
}
