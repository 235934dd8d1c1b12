import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
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
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [tried, setTried] = useState(false);
  const ratingMissing = rating < 1;
  const reviewMissing = review.trim() === '';
  const reset = () => {
    setRating(0);
    setReview('');
    setTried(false);
  };
  const close = () => {
    reset();
    onCancel();
  };
  const submit = () => {
    setTried(true);
    if (ratingMissing) return;
    if (reviewMissing) {
      feedbackRef.current?.focus();
      return;
    }
    onSubmit({ rating, review: review.trim() });
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
        <Rating
          label={text.rating}
          value={rating}
          max={5}
          onChange={setRating}
          starLabel={text.star}
          required
          disabled={busy}
          errorText={tried && ratingMissing ? text.ratingRequired : undefined}
        />
        <TextField
          ref={feedbackRef}
          multiline
          rows={4}
          label={text.feedback}
          required
          maxLength={maxLength}
          value={review}
          disabled={busy}
          errorText={tried && reviewMissing ? text.feedbackRequired : undefined}
          onChange={(event) => setReview(event.target.value)}
        />
      </Fields>
    </Dialog>
  );
}
