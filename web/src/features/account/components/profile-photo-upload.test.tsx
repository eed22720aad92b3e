import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  invalidPhotoTypeMessage,
  MSG_INVALID_PHOTO_EXTENSION,
  MSG_PROFILE_PHOTO_UPDATED,
  photoTooLargeMessage,
  PROFILE_PHOTO_MAX_BYTES,
} from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../../../testing/fake-services';
import { makeSessionUser } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ProfilePhotoUpload } from './profile-photo-upload';

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderUpload(overrides: Parameters<typeof fakeServices>[0] = {}) {
  const services = fakeServices(overrides);
  const refreshSession = vi.fn();
  const view = renderWithProviders(<ProfilePhotoUpload user={makeSessionUser()} />, {
    services,
    refreshSession,
  });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  // The picker's accept filter is only a hint (drag and drop, "All files"); the checks must hold anyway.
  const anyFile = userEvent.setup({ applyAccept: false });
  return { ...view, services, input, refreshSession, anyFile };
}

describe('ProfilePhotoUpload', () => {
  it('refuses an SVG with the spec message and uploads nothing', async () => {
    const { anyFile, input, services } = renderUpload();

    await anyFile.upload(input, fileOf('logo.svg', 'image/svg+xml'));

    expect(await screen.findByRole('alert')).toHaveTextContent(invalidPhotoTypeMessage('image/svg+xml'));
    expect(services.account.uploadProfilePhoto).not.toHaveBeenCalled();
  });

  it('refuses a file whose extension is not .png, .jpg or .jpeg', async () => {
    const { anyFile, input, services } = renderUpload();

    await anyFile.upload(input, fileOf('me.gif', 'image/png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_INVALID_PHOTO_EXTENSION);
    expect(services.account.uploadProfilePhoto).not.toHaveBeenCalled();
  });

  it('refuses a photo over 10MB, saying how big it is', async () => {
    const { anyFile, input, services } = renderUpload();

    await anyFile.upload(input, fileOf('big.jpg', 'image/jpeg', PROFILE_PHOTO_MAX_BYTES + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent(photoTooLargeMessage('10.00'));
    expect(services.account.uploadProfilePhoto).not.toHaveBeenCalled();
  });

  it('uploads a good photo with progress, then sets it as the Auth photoURL', async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: ((url: string) => void) | undefined;
    const uploadProfilePhoto = vi.fn((_uid: string, _file: File, onProgress?: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    const { user, input, services, refreshSession } = renderUpload({ account: { uploadProfilePhoto } });
    const photo = fileOf('me.PNG', 'image/png');

    await user.upload(input, photo);
    await waitFor(() => {
      expect(report).toBeDefined();
    });
    report?.(0.5);

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    finish?.('https://storage.example/me.png');

    expect(await screen.findByText(MSG_PROFILE_PHOTO_UPDATED)).toBeInTheDocument();
    expect(uploadProfilePhoto).toHaveBeenCalledWith('user-ann', photo, expect.any(Function));
    expect(services.account.updateAuthProfile).toHaveBeenCalledWith({
      photoURL: 'https://storage.example/me.png',
    });
    expect(refreshSession).toHaveBeenCalled();
  });
});
