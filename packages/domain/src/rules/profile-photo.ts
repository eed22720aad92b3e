// Profile photo upload checks, shared by the UI and storage rules tests.
import { PROFILE_PHOTO_EXTENSIONS, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_MIME_TYPES } from '../constants';
import { invalidPhotoTypeMessage, MSG_INVALID_PHOTO_EXTENSION, photoTooLargeMessage } from '../messages';
import type { FileLike } from '../schemas/common';
import { bytesToMegabytes } from './format';

/**
 * The first problem with a profile photo, or null. Type first (only JPEG and PNG; SVG is refused
 * because it can carry script), then extension (.png, .jpg, .jpeg), then size (10MB).
 */
export function profilePhotoError(file: FileLike): string | null {
  if (!(PROFILE_PHOTO_MIME_TYPES as readonly string[]).includes(file.type))
    return invalidPhotoTypeMessage(file.type);
  const name = file.name.toLowerCase();
  if (!PROFILE_PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return MSG_INVALID_PHOTO_EXTENSION;
  if (file.size > PROFILE_PHOTO_MAX_BYTES)
    return photoTooLargeMessage(bytesToMegabytes(file.size).toFixed(2));
  return null;
}
