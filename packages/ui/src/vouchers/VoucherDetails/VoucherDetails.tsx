import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
// The mono face of the code, loaded only where a voucher shows.
import '@fontsource/dejavu-mono/latin-700.css';
import { DetailCover, DetailLayout } from '../../components/DetailLayout';
import { PackageBadge } from '../../components/Badge';
import { placeholderImages } from '../../assets';
import { Button } from '../../components/Button';
import { StatusBadge } from '../../components/StatusBadge';
import type { Voucher } from '@wellness/api';
import { formatEventDate } from '../../components/eventDates';

/** The fields of the API's `Voucher` the details show; a `Voucher` fits as it is. */
export type VoucherDetailsVoucher = Pick<
  Voucher,
  'name' | 'companyName' | 'coverImage' | 'expiryDate' | 'voucherCode' | 'packages'
> &
  Partial<Pick<Voucher, 'redeemedAt'>>;

export interface VoucherDetailsProps {
  voucher: VoucherDetailsVoucher;
  /** Back to the voucher list; no button without it. */
  onBack?: () => void;
  /** Redeem the voucher; no button without it, nor once the voucher is redeemed (`redeemedAt`). */
  onRedeem?: () => void;
  /** The redemption is being sent. */
  redeeming?: boolean;
  /** Shown when the voucher has no cover image; a bundled illustration by default. */
  fallbackImage?: string;
  /** ISO → 'MMM DD, YYYY' by default. */
  formatDate?: (iso: string) => string;
  expiryLabel?: (date: string) => string;
  companyLabel?: string;
  codeLabel?: string;
  packagesLabel?: string;
  backLabel?: string;
  redeemLabel?: string;
  redeemingLabel?: string;
  /** Shown instead of the Redeem button once the member has redeemed the voucher. */
  redeemedLabel?: (date: string) => string;
}

const Info = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Code = styled.span`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.color.primary.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.subtle};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  user-select: all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /voucher/details: the cover, name, company, expiry date, the code to use, and its packages. */
export function VoucherDetails({
  voucher,
  onBack,
  onRedeem,
  redeeming = false,
  fallbackImage = placeholderImages.healthyFood.src,
  formatDate = formatEventDate,
  expiryLabel = (date) => `Expiry Date : ${date}`,
  companyLabel = 'Company',
  codeLabel = 'Voucher Code',
  packagesLabel = 'Membership Packages',
  backLabel = 'Back to Vouchers',
  redeemLabel = 'Redeem Voucher',
  redeemingLabel = 'Processing...',
  redeemedLabel = (date) => `Redeemed on ${date}`,
}: VoucherDetailsProps) {
  const image = voucher.coverImage ?? fallbackImage;
  const redeemedAt = voucher.redeemedAt ?? null;
  const canRedeem = Boolean(onRedeem) && !redeemedAt;
  return (
    <DetailLayout>
      {image && <DetailCover src={image} alt="" />}
      <Info>
        {/* <bdi>: names keep their own direction inside a right-to-left page. */}
        <h1>
          <bdi>{voucher.name}</bdi>
        </h1>
        <p style={{ margin: 0 }}>{expiryLabel(formatDate(voucher.expiryDate))}</p>
        <Facts>
          <div>
            <dt>{companyLabel}</dt>
            <dd>
              <bdi>{voucher.companyName}</bdi>
            </dd>
          </div>
          <div>
            <dt>{codeLabel}</dt>
            <dd>
              <Code>{voucher.voucherCode}</Code>
            </dd>
          </div>
          {voucher.packages.length > 0 && (
            <div>
              <dt>{packagesLabel}</dt>
              <dd>
                {voucher.packages.map((pkg) => (
                  <PackageBadge key={pkg.uuid} color={pkg.colour} size="md">
                    <bdi>{pkg.name}</bdi>
                  </PackageBadge>
                ))}
              </dd>
            </div>
          )}
        </Facts>
        {redeemedAt && (
          <p role="status" style={{ margin: 0 }}>
            <StatusBadge status="success" label={redeemedLabel(formatDate(redeemedAt))} />
          </p>
        )}
        {(canRedeem || onBack) && (
          <Actions>
            {canRedeem && (
              <Button busy={redeeming} busyLabel={redeemingLabel} onClick={onRedeem}>
                {redeemLabel}
              </Button>
            )}
            {onBack && (
              <Button variant="secondary" leadingIcon={<ArrowLeft />} mirrorIconsInRtl onClick={onBack}>
                {backLabel}
              </Button>
            )}
          </Actions>
        )}
      </Info>
    </DetailLayout>
  );
}
