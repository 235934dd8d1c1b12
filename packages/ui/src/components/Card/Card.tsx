import type { ElementType, HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Body, Content, Eyebrow, Footer, Media, Root, Title, TitleAction } from './Card.styles';

export interface CardMedia {
  src: string;
  /** Describe the picture, or '' when it only decorates the title. */
  alt: string;
  /** Load it at once, first among the pictures (a card in the first row, likely the page's largest paint). */
  priority?: boolean;
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A picture on top: `{ src, alt }`, or any element (a gallery, a map). */
  media?: CardMedia | ReactNode;
  /** Small things above the title: badges, a date. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Body content. */
  children?: ReactNode;
  /** Actions at the bottom (Know More, Select); they stay separate targets on an interactive card. */
  footer?: ReactNode;
  /**
   * Makes the card interactive: the title becomes a real link to `href` whose hit area covers the
   * whole card. Needs a `title`.
   */
  href?: string;
  /** Interactive without an address: the title becomes a button. Also called on a link's click. */
  onActivate?: (event: MouseEvent<HTMLElement>) => void;
  /** Render the title link with a router component, e.g. `linkAs={Link}` with `linkProps={{ to }}`. */
  linkAs?: ElementType;
  linkProps?: Record<string, unknown>;
  /** The card's own element: an `article` by default (a self-contained item in a list). */
  as?: 'article' | 'section' | 'div' | 'li';
}

function isMediaObject(media: CardProps['media']): media is CardMedia {
  return typeof media === 'object' && media !== null && 'src' in media && 'alt' in media;
}

/** A surface that groups one item's picture, title, text and actions. */
export function Card({
  media,
  eyebrow,
  title,
  titleAs = 'h3',
  children,
  footer,
  href,
  onActivate,
  linkAs,
  linkProps,
  as = 'article',
  ...rest
}: CardProps) {
  const interactive = Boolean(title && (href || onActivate || linkAs));
  const actionElement: ElementType = linkAs ?? (href ? 'a' : 'button');

  const heading = title && (
    <Title as={titleAs}>
      {interactive ? (
        <TitleAction
          as={actionElement}
          data-card-link=""
          {...(actionElement === 'button' ? { type: 'button' } : {})}
          {...(href ? { href } : {})}
          {...linkProps}
          onClick={onActivate}
        >
          {title}
        </TitleAction>
      ) : (
        title
      )}
    </Title>
  );

  return (
    <Root as={as} data-interactive={interactive} {...rest}>
      {media && (
        <Media data-own-frame={isMediaObject(media) ? undefined : ''}>
          {isMediaObject(media) ? (
            <img
              src={media.src}
              alt={media.alt}
              {...(media.priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          ) : (
            media
          )}
        </Media>
      )}
      <Content>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        {heading}
        {children && <Body>{children}</Body>}
      </Content>
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
