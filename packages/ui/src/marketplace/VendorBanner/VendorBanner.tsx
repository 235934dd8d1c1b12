import { useState, type ElementType } from 'react';
import styled from 'styled-components';
import { Handshake, Store } from 'lucide-react';
import { WellnessIllustration } from '../../assets/WellnessIllustration';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconDisc } from '../../components/IconDisc';

interface VendorBannerProps {
  /** Where Become a Vendor leads (/vendor/register). */
  vendorHref: string;
  /** Where Become a Partner leads (/partners/register). */
  partnerHref: string;
  /** Router link component for the two choices (gets `to`). */
  linkAs?: ElementType;
  /** Start with the dialog open (stories). */
  defaultOpen?: boolean;
  labels?: Partial<VendorBannerLabels>;
}

interface VendorBannerLabels {
  title: string;
  text: string;
  register: string;
  dialogTitle: string;
  dialogText: string;
  vendor: string;
  vendorText: string;
  partner: string;
  partnerText: string;
  close: string;
}

const defaults: VendorBannerLabels = {
  title: 'Become a vendor',
  text: 'Sell your wellness products and services to our community.',
  register: 'Register Here',
  dialogTitle: 'Register Here',
  dialogText: 'How would you like to work with us?',
  vendor: 'Become a Vendor',
  vendorText: 'List and sell your products in the marketplace.',
  partner: 'Become a Partner',
  partnerText: 'Offer your business, products or services to our members.',
  close: 'Close',
};

const Banner = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.color.primary.subtle} 0%,
    ${({ theme }) => theme.color.bg.surface} 60%,
    ${({ theme }) => theme.color.accent.subtle} 100%
  );
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.primary};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[8]}`};
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  ${({ theme }) => theme.media.tablet} {
    & h2 {
      font-size: ${({ theme }) => theme.font.size['2xl']};
    }
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
  }
  & > [data-text] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
  & > [data-text] > [data-heading] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  & > svg {
    display: none;
    inline-size: 240px;
    block-size: 180px;
  }
  ${({ theme }) => theme.media.tablet} {
    & > svg {
      display: block;
    }
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choice = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};

  & p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The landing page's 'Become a vendor' banner; Register Here opens a dialog with the two applications. */
export function VendorBanner({
  vendorHref,
  partnerHref,
  linkAs,
  defaultOpen = false,
  labels: given,
}: VendorBannerProps) {
  const labels = { ...defaults, ...given };
  const [open, setOpen] = useState(defaultOpen);
  const link = (to: string) => (linkAs ? { as: linkAs, to } : { as: 'a' as const, href: to });
  return (
    <Banner aria-labelledby="vendor-banner-title">
      <div data-text="">
        <div data-heading="">
          <IconDisc aria-hidden>
            <Store />
          </IconDisc>
          <h2 id="vendor-banner-title">{labels.title}</h2>
        </div>
        <p>{labels.text}</p>
        <Button variant="primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {labels.register}
        </Button>
      </div>
      <WellnessIllustration />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={labels.dialogTitle}
        closeLabel={labels.close}
        size="md"
      >
        <p>{labels.dialogText}</p>
        <Choices>
          <Choice>
            <IconDisc aria-hidden>
              <Store />
            </IconDisc>
            <p>{labels.vendorText}</p>
            <Button {...link(vendorHref)} variant="primary" fullWidth onClick={() => setOpen(false)}>
              {labels.vendor}
            </Button>
          </Choice>
          <Choice>
            <IconDisc aria-hidden tone="success">
              <Handshake />
            </IconDisc>
            <p>{labels.partnerText}</p>
            <Button {...link(partnerHref)} variant="secondary" fullWidth onClick={() => setOpen(false)}>
              {labels.partner}
            </Button>
          </Choice>
        </Choices>
      </Dialog>
    </Banner>
  );
}
