import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Grid } from '../../components/Grid';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PageHeader } from '../../components/PageHeader';
import { VoucherCard } from '../VoucherCard';
import type { VoucherCardProps, VoucherCardVoucher } from '../VoucherCard';
import styled from 'styled-components';

export interface VoucherListProps extends Pick<
  VoucherCardProps,
  'fallbackImage' | 'formatDate' | 'expiryLabel' | 'codeLabel' | 'redeemedLabel'
> {
  /** The member's vouchers (the app keeps those of the member's package, §2). */
  vouchers: readonly VoucherCardVoucher[];
  onOpen: (voucher: VoucherCardVoucher) => void;
  title?: string;
  subtitle?: string;
  loading?: boolean;
  loadingLabel?: string;
  /** `true` shows `errorText`; a string is shown as the message. */
  error?: boolean | string;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  emptyText?: string;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The Vouchers screen: header, then the cards, or the loading, error or empty state. */
export function VoucherList({
  vouchers,
  onOpen,
  title = 'Vouchers',
  subtitle = 'Redeem Your Voucher before they get expired',
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  emptyText = 'No Vouchers found!',
  ...cardProps
}: VoucherListProps) {
  let content;
  if (loading) content = <LoadingIndicator label={loadingLabel} />;
  else if (error)
    content = (
      <ErrorState
        message={typeof error === 'string' ? error : errorText}
        onRetry={onRetry}
        retryLabel={retryLabel}
      />
    );
  else if (vouchers.length === 0) content = <EmptyState title={emptyText} titleAs="p" />;
  else
    content = (
      <Grid as="ul" aria-label={title}>
        {vouchers.map((voucher) => (
          <VoucherCard
            key={voucher.id}
            as="li"
            titleAs="h2"
            voucher={voucher}
            onOpen={onOpen}
            {...cardProps}
          />
        ))}
      </Grid>
    );
  return (
    <Page>
      <PageHeader title={title} subtitle={subtitle} />
      {content}
    </Page>
  );
}
