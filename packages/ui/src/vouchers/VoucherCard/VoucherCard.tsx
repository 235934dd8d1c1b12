import styled from 'styled-components';
// The mono face of the code (semibold is drawn with the bold face), loaded only where a voucher shows.
import '@fontsource/dejavu-mono/latin-700.css';
import { placeholderImages } from '../../assets';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import type { Voucher } from '@wellness/api';
import { formatEventDate } from '../../components/eventDates';

/** The fields of the API's `Voucher` a card shows; a `Voucher` fits as it is. */
export type VoucherCardVoucher = Pick<
  Voucher,
  'id' | 'name' | 'companyName' | 'coverImage' | 'expiryDate' | 'voucherCode'
> &
  Partial<Pick<Voucher, 'redeemedAt'>>;

export interface VoucherCardProps {
  voucher: VoucherCardVoucher;
  /** Opens the voucher details. */
  onOpen: (voucher: VoucherCardVoucher) => void;
  /** Shown when the voucher has no cover image; a bundled illustration by default. */
  fallbackImage?: string;
  /** ISO → 'MMM DD, YYYY' by default. */
  formatDate?: (iso: string) => string;
  expiryLabel?: (date: string) => string;
  codeLabel?: string;
  /** The badge of a voucher the member has redeemed (`redeemedAt`). */
  redeemedLabel?: string;
  as?: 'article' | 'li';
  /** The name's heading level: h2 under a page's h1. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  & p {
    margin: 0;
  }
`;

const Code = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.color.primary.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.05em;
`;

/** One voucher: cover, name, company, expiry date and code; the whole card opens the details. */
export function VoucherCard({
  voucher,
  onOpen,
  fallbackImage = placeholderImages.healthyFood.src,
  formatDate = formatEventDate,
  expiryLabel = (date) => `Expiry Date : ${date}`,
  codeLabel = 'Voucher code',
  redeemedLabel = 'Redeemed',
  as = 'article',
  titleAs = 'h3',
}: VoucherCardProps) {
  const image = voucher.coverImage ?? fallbackImage;
  return (
    <Card
      as={as}
      media={image ? { src: image, alt: '' } : undefined}
      // <bdi>: a Latin name keeps its own order inside a right-to-left page ('$5 off …', not 'off … $5').
      title={<bdi>{voucher.name}</bdi>}
      titleAs={titleAs}
      onActivate={() => onOpen(voucher)}
    >
      <Body>
        <p>
          <bdi>{voucher.companyName}</bdi>
        </p>
        <p>{expiryLabel(formatDate(voucher.expiryDate))}</p>
        <Code aria-label={`${codeLabel}: ${voucher.voucherCode}`}>{voucher.voucherCode}</Code>
        {voucher.redeemedAt && (
          <p>
            <StatusBadge status="success" label={redeemedLabel} />
          </p>
        )}
      </Body>
    </Card>
  );
}
