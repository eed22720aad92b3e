import { describe, expect, it } from 'vitest';
import { MSG_INVALID_PHOTO_EXTENSION, invalidPhotoTypeMessage } from '../messages';
import { profilePhotoError } from './profile-photo';

describe('profile photo', () => {
  it.each([
    ['me.png', 'image/png'],
    ['me.jpg', 'image/jpeg'],
    ['me.JPEG', 'image/jpg'],
  ])('accepts %s (%s)', (name, type) => {
    expect(profilePhotoError({ name, type, size: 1000 })).toBeNull();
  });

  it('blocks SVG and other types with the type message', () => {
    expect(profilePhotoError({ name: 'x.svg', type: 'image/svg+xml', size: 10 })).toBe(
      'Invalid file type: image/svg+xml. Only PNG and JPEG images are allowed. SVG files are blocked for security reasons.',
    );
    expect(profilePhotoError({ name: 'x.gif', type: 'image/gif', size: 10 })).toBe(
      invalidPhotoTypeMessage('image/gif'),
    );
  });

  it('checks the extension', () => {
    expect(profilePhotoError({ name: 'x.webp', type: 'image/png', size: 10 })).toBe(
      MSG_INVALID_PHOTO_EXTENSION,
    );
    expect(profilePhotoError({ name: 'png', type: 'image/png', size: 10 })).toBe(MSG_INVALID_PHOTO_EXTENSION);
  });

  it('allows exactly 10MB and refuses more, saying the size', () => {
    expect(profilePhotoError({ name: 'x.png', type: 'image/png', size: 10485760 })).toBeNull();
    expect(profilePhotoError({ name: 'x.png', type: 'image/png', size: 10485761 })).toBe(
      'File size exceeds 10MB limit. Your file is 10.00MB',
    );
    expect(profilePhotoError({ name: 'x.png', type: 'image/png', size: 12.5 * 1024 * 1024 })).toBe(
      'File size exceeds 10MB limit. Your file is 12.50MB',
    );
  });
});
