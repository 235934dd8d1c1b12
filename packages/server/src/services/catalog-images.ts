import { fileTypeFromBuffer } from 'file-type';
import type { Schema } from '@wellness/api';
import type { FileStorage } from '../adapters/storage/index.js';
import { ApiError } from '../http/errors.js';
import type { UploadedFile } from '../http/types.js';

type CatalogImage = Schema<'CatalogImage'>;

/** What staff may upload, judged by the bytes (never the name or the declared type). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** The card's square (ui ProductCard's CARD_IMAGE_SIZE) and the detail page's longest side. */
export const CARD_SIZE = 800;
export const DETAIL_SIZE = 1600;
/** A picture larger than this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

const imageTypeInvalid = () =>
  new ApiError(400, 'Image type should be JPG, PNG, WebP or AVIF', 'IMAGE_TYPE_INVALID');

/**
 * A gallery picture made into the sizes the member pages use: an 800 px square (cards) and the picture within
 * 1600 px (the detail page), each as AVIF and WebP with a JPEG fallback, stored through the storage adapter.
 * sharp is loaded on the first upload, so a server that never gets one never loads the native library.
 */
export async function storeCatalogImage(
  storage: FileStorage,
  file: UploadedFile,
  limitBytes: number,
): Promise<CatalogImage> {
  if (file.truncated) {
    throw new ApiError(
      413,
      `The file is too large (at most ${Math.max(1, Math.floor(limitBytes / 1024 / 1024))} MB).`,
      'FILE_TOO_LARGE',
    );
  }
  const type = (await fileTypeFromBuffer(file.buffer))?.mime;
  if (!type || !ACCEPTED.has(type)) throw imageTypeInvalid();
  const { default: sharp } = await import('sharp');
  const source = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // Turned upright by its EXIF orientation; metadata (location included) is not kept.
  const card = source.clone().rotate().resize(CARD_SIZE, CARD_SIZE, { fit: 'cover' });
  const detail = source
    .clone()
    .rotate()
    .resize(DETAIL_SIZE, DETAIL_SIZE, { fit: 'inside', withoutEnlargement: true });
  const encode = async (image: typeof card) => {
    const flat = image.clone().flatten({ background: '#ffffff' });
    const [avif, webp, jpeg] = await Promise.all([
      image.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
      image.clone().webp({ quality: 78 }).toBuffer(),
      flat.jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    return { avif, webp, jpeg };
  };
  let small: Awaited<ReturnType<typeof encode>>;
  let large: typeof small;
  try {
    [small, large] = await Promise.all([encode(card), encode(detail)]);
  } catch {
    // Recognised by its first bytes but not a picture that decodes (a cut-off or forged file).
    throw imageTypeInvalid();
  }
  const saved: string[] = [];
  const save = async (buffer: Buffer, extension: string) => {
    const path = await storage.save(buffer, extension);
    saved.push(path);
    return path;
  };
  try {
    const paths = {
      avif: [await save(small.avif, 'avif'), await save(large.avif, 'avif')],
      webp: [await save(small.webp, 'webp'), await save(large.webp, 'webp')],
      jpeg: [await save(small.jpeg, 'jpg'), await save(large.jpeg, 'jpg')],
    };
    const srcset = ([cardPath, detailPath]: string[]) =>
      `${cardPath} ${CARD_SIZE}w, ${detailPath} ${DETAIL_SIZE}w`;
    return {
      src: paths.jpeg[1]!,
      alt: '',
      srcset: srcset(paths.jpeg),
      sources: [
        { type: 'image/avif', srcset: srcset(paths.avif) },
        { type: 'image/webp', srcset: srcset(paths.webp) },
      ],
    };
  } catch (error) {
    await Promise.all(saved.map((path) => storage.remove(path)));
    throw error;
  }
}
