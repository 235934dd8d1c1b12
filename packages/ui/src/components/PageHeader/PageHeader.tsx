import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page's primary action (one Button), at the end of the header. */
  action?: ReactNode;
  /** A decorative banner picture beside the text (hidden on phones). */
  bannerSrc?: string;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[2]};

  &[data-banner='true'] {
    flex-wrap: nowrap;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.primary.subtle};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  ${({ theme }) => theme.media.phoneOnly} {
    &[data-banner='true'] {
      padding: ${({ theme }) => theme.space[4]};
    }
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 280px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;

  & > h1 {
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.primary};
  }
  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  [data-banner='true'] > & > h1 {
    font-size: ${({ theme }) => theme.font.size['3xl']};
  }
  ${({ theme }) => theme.media.phoneOnly} {
    & > h1,
    [data-banner='true'] > & > h1 {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
    & > p {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

const Action = styled.div`
  flex: none;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

const Banner = styled.img`
  flex: none;
  inline-size: clamp(160px, 28%, 320px);
  block-size: auto;
  ${({ theme }) => theme.media.phoneOnly} {
    display: none;
  }
`;

/**
 * The top of a page: its h1 title, an optional subtitle, one primary action and, for landing pages
 * such as 'Upcoming Events', a soft banner with a picture.
 */
export function PageHeader({ title, subtitle, action, bannerSrc, ...rest }: PageHeaderProps) {
  const hasBanner = Boolean(bannerSrc);
  return (
    <Header data-banner={hasBanner} {...rest}>
      <Text>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </Text>
      {action && <Action>{action}</Action>}
      {/* Decorative: the title already says what the page is. */}
      {bannerSrc && <Banner src={bannerSrc} alt="" />}
    </Header>
  );
}
