import { useId } from 'react';
import { Award, Minus } from 'lucide-react';
import styled from 'styled-components';
import { readableTextOn } from '../../theme/contrast';
import { VisuallyHidden } from '../../components/a11y';
import { Badge } from '../../components/Badge';
import { Price } from '../../components/Price';
import { packageHexColour } from '../PackageCard';
import type { MembershipPackage } from '../PackageCard';
import { membershipComparisonRows } from './comparisonRows';
import type { ComparisonRow } from './comparisonRows';

export interface PackageComparisonProps {
  /** The packages as columns, in order (ascending by annualCost). */
  packages: readonly Pick<MembershipPackage, 'uuid' | 'name' | 'colour' | 'annualCost'>[];
  /** The feature lines; the §9 discounts and newsletters by default. */
  rows?: readonly ComparisonRow[];
  currentPackageUuid?: string | null;
  caption?: string;
  /** Header of the first column (the features). */
  featureHeader?: string;
  priceLabel?: string;
  freeLabel?: string;
  perYearSuffix?: string;
  /** Read out for a feature a package does not include (shown as a dash). */
  notIncludedLabel?: string;
  currentLabel?: string;
}

/** Scrolls sideways only when the text is very large; focusable so keyboard users can scroll it too. */
const Scroller = styled.div`
  max-inline-size: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  /* The feature names get a fixed share; the packages split the rest evenly. */
  table-layout: fixed;

  & col[data-feature] {
    inline-size: 40%;
  }

  & caption {
    padding: ${({ theme }) => theme.space[4]};
    text-align: start;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & th,
  & td {
    padding-block: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[4]};
    border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
    vertical-align: middle;
  }
  & thead th {
    text-align: center;
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  & thead th:first-child,
  & tbody th {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & tbody td {
    text-align: center;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & [data-current='true'] {
    background: ${({ theme }) => theme.color.primary.subtle};
  }
  & thead th[data-current='true'] {
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.color.primary.default};
  }

  /* Phones: tighter cells and smaller type so all packages fit without sideways scrolling. */
  ${({ theme }) => theme.media.phoneOnly} {
    font-size: ${({ theme }) => theme.font.size.sm};

    & th,
    & td {
      padding-inline: ${({ theme }) => theme.space[1]};
    }
    & thead th:first-child,
    & tbody th {
      padding-inline: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    }
    & thead th {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    & col[data-feature] {
      inline-size: 31%;
    }
  }
`;

const ColumnHead = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};

  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

const Dash = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * The packages side by side with the discounts and newsletters each one gives, as a table whose
 * columns are the packages and whose rows are the features.
 */
export function PackageComparison({
  packages,
  rows = membershipComparisonRows,
  currentPackageUuid,
  caption = 'Compare the membership packages',
  featureHeader = 'Benefit',
  priceLabel = 'Price',
  freeLabel = 'Free',
  perYearSuffix = '/year',
  notIncludedLabel = 'Not included',
  currentLabel = 'Current plan',
}: PackageComparisonProps) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{caption}</caption>
        <colgroup>
          <col data-feature="" />
          {packages.map((pkg) => (
            <col key={pkg.uuid} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{featureHeader}</th>
            {packages.map((pkg) => {
              const hex = packageHexColour(pkg.colour);
              const current = pkg.uuid === currentPackageUuid;
              return (
                <th key={pkg.uuid} scope="col" data-current={current}>
                  <ColumnHead>
                    <Swatch
                      aria-hidden="true"
                      style={
                        hex ? { background: hex, color: readableTextOn(hex), borderColor: hex } : undefined
                      }
                    >
                      <Award />
                    </Swatch>
                    <bdi>{pkg.name}</bdi>
                    {current && <Badge tone="primary">{currentLabel}</Badge>}
                  </ColumnHead>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{priceLabel}</th>
            {packages.map((pkg) => (
              <td key={pkg.uuid} data-current={pkg.uuid === currentPackageUuid}>
                <Price
                  amount={pkg.annualCost}
                  freeLabel={freeLabel}
                  suffix={perYearSuffix}
                  fractionDigits={0}
                />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {packages.map((pkg) => {
                const value = row.values[pkg.name.trim().toLowerCase()];
                return (
                  <td key={pkg.uuid} data-current={pkg.uuid === currentPackageUuid}>
                    {value ?? (
                      <Dash>
                        <Minus aria-hidden="true" size={18} />
                        <VisuallyHidden>{notIncludedLabel}</VisuallyHidden>
                      </Dash>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
