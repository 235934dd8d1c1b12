import type { ElementType } from 'react';
import styled from 'styled-components';
import type { Slider } from '@wellness/api';
import { Carousel, type CarouselProps } from '../../components/Carousel';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** The seeded banners' intrinsic size (width and height are set on every <img>: no layout shift). */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

export interface BannerCarouselProps extends Pick<
  CarouselProps,
  'autoplay' | 'autoplayMs' | 'previousLabel' | 'nextLabel' | 'startLabel' | 'stopLabel' | 'slideLabel'
> {
  sliders: readonly Slider[];
  /** Accessible name of the carousel. */
  label?: string;
  /** The name of a banner's link (the banners carry no text of their own). */
  bannerLabel?: (slider: Slider, index: number) => string;
  /** Render in-app links with the router (`linkAs={Link}`: gets `to`). */
  linkAs?: ElementType;
  loading?: boolean;
  loadingLabel?: string;
}

const Tile = styled.a`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};
  max-block-size: 240px;
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
`;

/**
 * The marketplace banners (§3 sliders) in a carousel: 4 on a wide container, 3 on a medium one, 1 on a
 * phone, turning every 4 s; it pauses while hovered or focused and never turns by itself under
 * prefers-reduced-motion. Each banner links where its `link` points.
 */
export function BannerCarousel({
  sliders,
  label = 'Offers',
  bannerLabel = (_slider, index) => `Offer ${index + 1}`,
  linkAs,
  loading = false,
  loadingLabel = 'Loading...',
  autoplay = true,
  ...carousel
}: BannerCarouselProps) {
  if (loading)
    return (
      <Placeholder>
        <LoadingIndicator label={loadingLabel} />
      </Placeholder>
    );
  if (sliders.length === 0) return null;
  const items = sliders.map((slider, index) => {
    const inApp = linkAs && slider.link?.startsWith('/');
    const linkProps = !slider.link
      ? { as: 'div' as const }
      : inApp
        ? { as: linkAs, to: slider.link }
        : { href: slider.link };
    return (
      <Tile key={index} {...linkProps} aria-label={slider.link ? bannerLabel(slider, index) : undefined}>
        <img
          src={slider.image}
          alt={slider.link ? '' : bannerLabel(slider, index)}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Tile>
    );
  });
  return <Carousel items={items} label={label} autoplay={autoplay} {...carousel} />;
}
