import styled from 'styled-components';

/**
 * A product's small picture in a table row (decorative: the name is in the next cell); seen in the stories of
 * CartTable, WishlistTable and OrderDetails, which draw it.
 */
export const Thumb = styled.img`
  display: block;
  inline-size: 56px;
  block-size: 56px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
`;

const ThumbPlaceholder = styled.span`
  display: block;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
`;

/** A name that may be long: it wraps instead of widening the table; dir=auto keeps mixed scripts in order. */
export const ItemName = styled.span`
  display: inline-block;
  max-inline-size: 28ch;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export function ProductThumb({ src }: { src?: string | null }) {
  return src ? <Thumb src={src} alt="" loading="lazy" /> : <ThumbPlaceholder aria-hidden="true" />;
}
