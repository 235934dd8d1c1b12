import type { ElementType } from 'react';
import styled from 'styled-components';
import type { Slider } from '@wellness/api';
import { Carousel, type CarouselProps } from '../../components/Carousel';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/**
 * The banners' artwork size (width and height are set on every <img>: no layout shift). The tile crops it: tall
 * (4:5) when several banners share the row, wide (4:3) when one fills a phone's width.
 */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 900;

interface BannerCarouselProps extends Pick<
  CarouselProps,
  | 'autoplay'
  | 'autoplayMs'
  | 'previousLabel'
  | 'nextLabel'
  | 'startLabel'
  | 'stopLabel'
  | 'slideLabel'
  | 'title'
> {
  sliders: readonly Slider[];
  /** Accessible name of the carousel. */
  label?: string;
  /** The name of a banner without a title of its own (its link needs a name). */
  bannerLabel?: (slider: Slider, index: number) => string;
  /** Render in-app links with the router (`linkAs={Link}`: gets `to`). */
  linkAs?: ElementType;
  loading?: boolean;
  loadingLabel?: string;
}

const Tile = styled.a`
  position: relative;
  display: block;
  overflow: hidden;
  container-type: inline-size;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: inherit;
  text-decoration: none;

  & > img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
  @container (min-width: 320px) {
    & > img {
      aspect-ratio: 4 / 3;
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    & > img {
      transition: transform ${({ theme }) => theme.motion.duration.slow}
        ${({ theme }) => theme.motion.easing.standard};
    }
    &:hover > img {
      transform: scale(1.03);
    }
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The words on the artwork: a calm panel near the bottom, readable over any image in both schemes. */
const Caption = styled.span`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space[2]};
  inset-block-end: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.color.bg.surface} 93%, transparent);
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > strong {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    color: ${({ theme }) => theme.color.text.primary};
  }
  & > span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  @container (min-width: 320px) {
    inset-inline: ${({ theme }) => theme.space[3]};
    inset-block-end: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    & > strong {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 240px;
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
`;

/**
 * The marketplace banners (§3 sliders) in a carousel: 4 on a wide container, 3 on a medium one, 1 on a
 * phone, turning every 4 s; it pauses while hovered or focused and never turns by itself under
 * prefers-reduced-motion. Each banner links where its `link` points and shows its title and text (in the
 * member's language, from the server) on a panel over its artwork.
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
    const title = slider.title?.trim();
    // A banner with words is named by them; one without (an operator's picture) by `bannerLabel`.
    const unnamed = !title;
    return (
      <Tile
        key={index}
        {...linkProps}
        aria-label={slider.link && unnamed ? bannerLabel(slider, index) : undefined}
        dir="auto"
      >
        <img
          src={slider.image}
          alt={slider.link || !unnamed ? '' : bannerLabel(slider, index)}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
        {title && (
          <Caption>
            <strong>{title}</strong>
            {slider.text && <span>{slider.text}</span>}
          </Caption>
        )}
      </Tile>
    );
  });
  return <Carousel items={items} label={label} autoplay={autoplay} {...carousel} />;
}
