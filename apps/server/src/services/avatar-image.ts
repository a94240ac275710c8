import { createHash } from 'node:crypto';
import { AVATAR, AVATAR_MESSAGES } from '@trove/contracts';
import sharp from 'sharp';
import { type DomainError, invalid } from '../domain/errors.ts';

/**
 * Turning an uploaded picture into the two squares the pages show (ADR 040), through sharp
 * (libvips). The type is read from the file's own bytes, not from what the browser claims, and a
 * picture too large in pixels is refused before it is decoded.
 */

/** sharp's names of the formats a reader may upload (JPEG, PNG, WebP, GIF). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** More pixels than any camera's picture needs; a small file claiming more is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
export const AVATAR_MEDIA_TYPE = 'image/webp';

export interface ResizedAvatar {
  mediaType: string;
  etag: string;
  large: Buffer;
  small: Buffer;
}

/** The answer for a file that is not one of the accepted types (415). */
export function unsupportedType(): DomainError {
  return invalid(AVATAR_MESSAGES.type, { code: 'unsupported_media_type', details: { field: AVATAR.field } });
}

/** Reads, checks and resizes an uploaded picture; throws the domain's refusal otherwise. */
export async function resizeAvatar(upload: Buffer): Promise<ResizedAvatar> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupportedType();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedType();
  const square = (size: number) =>
    sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      // Turned as the camera held it, cut to the middle square, metadata (location…) left out.
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  let large: Buffer;
  let small: Buffer;
  try {
    [large, small] = await Promise.all([square(AVATAR.sizes.large), square(AVATAR.sizes.small)]);
  } catch {
    throw invalid(AVATAR_MESSAGES.unreadable, { code: 'unreadable_image', details: { field: AVATAR.field } });
  }
  const etag = createHash('sha256').update(large).update(small).digest('base64url').slice(0, 27);
  return { mediaType: AVATAR_MEDIA_TYPE, etag, large, small };
}
