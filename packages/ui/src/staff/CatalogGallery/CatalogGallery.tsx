import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import type { CatalogImage } from '@wellness/api';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/a11y';

export interface CatalogGalleryLabels {
  title: string;
  hint: string;
  add: string;
  uploading: string;
  first: string;
  makeFirst: (n: number) => string;
  earlier: (n: number) => string;
  later: (n: number) => string;
  remove: (n: number) => string;
  picture: (n: number) => string;
  empty: string;
}

export const defaultCatalogGalleryLabels: CatalogGalleryLabels = {
  title: 'Pictures',
  hint: 'JPG, PNG, WebP or AVIF. The first picture is shown on cards.',
  add: 'Add pictures',
  uploading: 'Uploading...',
  first: 'Shown first',
  makeFirst: (n) => `Show picture ${n} first`,
  earlier: (n) => `Move picture ${n} earlier`,
  later: (n) => `Move picture ${n} later`,
  remove: (n) => `Remove picture ${n}`,
  picture: (n) => `Picture ${n}`,
  empty: 'No picture yet.',
};

export interface CatalogGalleryProps {
  images: readonly CatalogImage[];
  /** The gallery in its new order (the first is the card's picture). */
  onChange: (images: CatalogImage[]) => void;
  /** Uploads the chosen files, one call each; the page adds what the server stored. */
  onAdd: (files: File[]) => void;
  /** Files on their way to the server. */
  uploading?: number;
  /** The server's refusal of the last upload ('Image type should be JPG, PNG, WebP or AVIF'). */
  error?: string;
  disabled?: boolean;
  labels?: Partial<CatalogGalleryLabels>;
}

const Root = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  & > legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  & img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg.sunken};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error.fg};
`;

/** The card's size of an uploaded picture (its 800w JPEG), else the picture itself. */
const thumbnailOf = (image: CatalogImage) => image.srcset?.split(',')[0]?.trim().split(' ')[0] || image.src;

const moved = (images: readonly CatalogImage[], from: number, to: number) => {
  const next = [...images];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image!);
  return next;
};

/**
 * An item's pictures in order: add several at once (each uploaded by the page), move one earlier or later, show
 * one first (the card's picture), remove one. Every control is a button, so the order is kept by keyboard too.
 */
export function CatalogGallery({
  images,
  onChange,
  onAdd,
  uploading = 0,
  error,
  disabled = false,
  labels,
}: CatalogGalleryProps) {
  const text = { ...defaultCatalogGalleryLabels, ...labels };
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [announced, setAnnounced] = useState('');
  const change = (next: CatalogImage[], message: string) => {
    onChange(next);
    setAnnounced(message);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onAdd(files);
  };
  return (
    <Root aria-describedby={hintId}>
      <legend>{text.title}</legend>
      <Hint id={hintId}>{text.hint}</Hint>
      {error && <Alert role="alert">{error}</Alert>}
      {images.length === 0 ? (
        <Hint>{text.empty}</Hint>
      ) : (
        <Grid>
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <Tile key={image.src}>
                <img src={thumbnailOf(image)} alt={text.picture(n)} width={144} height={144} loading="lazy" />
                <Tools>
                  {index === 0 ? (
                    <Badge tone="success">{text.first}</Badge>
                  ) : (
                    <IconButton
                      label={text.makeFirst(n)}
                      icon={<Star aria-hidden />}
                      disabled={disabled}
                      onClick={() => change(moved(images, index, 0), text.makeFirst(n))}
                    />
                  )}
                  <IconButton
                    label={text.earlier(n)}
                    icon={<ArrowLeft aria-hidden />}
                    mirrorInRtl
                    disabled={disabled || index === 0}
                    onClick={() => change(moved(images, index, index - 1), text.earlier(n))}
                  />
                  <IconButton
                    label={text.later(n)}
                    icon={<ArrowRight aria-hidden />}
                    mirrorInRtl
                    disabled={disabled || index === images.length - 1}
                    onClick={() => change(moved(images, index, index + 1), text.later(n))}
                  />
                  <IconButton
                    label={text.remove(n)}
                    icon={<Trash2 aria-hidden />}
                    disabled={disabled}
                    onClick={() =>
                      change(
                        images.filter((_, i) => i !== index),
                        text.remove(n),
                      )
                    }
                  />
                </Tools>
              </Tile>
            );
          })}
        </Grid>
      )}
      <div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          hidden
          onChange={choose}
          data-testid="catalog-gallery-input"
        />
        <Button
          type="button"
          variant="secondary"
          leadingIcon={<ImagePlus aria-hidden />}
          busy={uploading > 0}
          busyLabel={text.uploading}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {text.add}
        </Button>
      </div>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
    </Root>
  );
}
