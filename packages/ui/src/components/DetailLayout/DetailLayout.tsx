import styled from 'styled-components';

/**
 * A details page (an event, a voucher): on desktop the cover image beside the summary, on phones one column.
 * `$split` sets how wide the cover column is against the summary's (5fr / 6fr for events, 1fr / 1fr for
 * vouchers); children that should run the full width take `grid-column: 1 / -1`.
 */
export const DetailLayout = styled.article<{ $split?: [number, number] }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.primary};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $split = [1, 1] }) => `minmax(0, ${$split[0]}fr) minmax(0, ${$split[1]}fr)`};
    align-items: start;
  }
`;

/** The cover image of a details page: 16 / 10, rounded, on a sunken background while it loads. */
export const DetailCover = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
`;
