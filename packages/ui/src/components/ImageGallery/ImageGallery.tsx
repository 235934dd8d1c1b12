import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ImageOff } from 'lucide-react';

export interface GalleryImage {
  src: string;
  /** Describes the picture; also names its thumbnail button. */
  alt: string;
}

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** Accessible name of the thumbnail group. */
  thumbnailsLabel?: string;
  /** Shown when there is no image at all. */
  emptyLabel?: string;
  defaultIndex?: number;
  onSelectedChange?: (index: number) => void;
  /** The main image's frame (CSS aspect-ratio), e.g. '1 / 1' for square product photos. */
  aspectRatio?: string;
  /** The images' intrinsic size when known (set on the main <img>). */
  imageWidth?: number;
  imageHeight?: number;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Main = styled.div<{ $ratio: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
  color: ${({ theme }) => theme.color.text.secondary};

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
  & > [data-empty] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Thumbnails = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Thumbnail = styled.button`
  inline-size: 72px;
  block-size: 72px;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  cursor: pointer;
  opacity: 0.75;
  transition: opacity ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover,
  &[aria-current='true'] {
    opacity: 1;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary.default};
  }
  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/**
 * A main image with a row of thumbnail buttons (named by each image's alt text). The thumbnails
 * are one tab stop: arrows (mirrored in right-to-left), Home and End move through them and show
 * the image. A single image shows no thumbnails.
 */
export function ImageGallery({
  images,
  thumbnailsLabel = 'Images',
  emptyLabel = 'No image available',
  defaultIndex = 0,
  onSelectedChange,
  aspectRatio = '4 / 3',
  imageWidth,
  imageHeight,
  className,
}: ImageGalleryProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const index = Math.min(Math.max(0, ownIndex), Math.max(0, images.length - 1));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index];

  const select = (next: number) => {
    setOwnIndex(next);
    if (next !== index) onSelectedChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const last = images.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = index >= last ? 0 : index + 1;
    else if (event.key === backward) next = index <= 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <Root className={className}>
      <Main $ratio={aspectRatio}>
        {current ? (
          <img src={current.src} alt={current.alt} width={imageWidth} height={imageHeight} />
        ) : (
          <div data-empty="" role="img" aria-label={emptyLabel}>
            <ImageOff aria-hidden="true" size={40} />
            <span aria-hidden="true">{emptyLabel}</span>
          </div>
        )}
      </Main>
      {images.length > 1 && (
        <Thumbnails role="group" aria-label={thumbnailsLabel} onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <Thumbnail
              // Images may repeat; their place in the list is their identity.
              key={i}
              ref={(node) => {
                buttons.current[i] = node;
              }}
              type="button"
              aria-current={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => select(i)}
            >
              <img src={image.src} alt={image.alt} width={72} height={72} loading="lazy" />
            </Thumbnail>
          ))}
        </Thumbnails>
      )}
    </Root>
  );
}
