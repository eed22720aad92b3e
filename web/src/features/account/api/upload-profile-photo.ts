import { profilePhotoError } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services';
import { useSession } from '../../../lib/session';

/** A file the profile photo checks refused; its message is the spec's. */
export class ProfilePhotoRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfilePhotoRejected';
  }
}

/**
 * Checks a photo with the spec's rules (type, extension, 10MB) before anything is sent, uploads it to
 * `users/{uid}/profile/{file}` with progress, and points the Auth profile's photoURL at it.
 */
export function useUploadProfilePhoto(uid: string) {
  const { account } = useServices();
  const { refresh } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const problem = profilePhotoError(file);
      if (problem) throw new ProfilePhotoRejected(problem);
      setProgress(0);
      try {
        const url = await account.uploadProfilePhoto(uid, file, setProgress);
        await account.updateAuthProfile({ photoURL: url });
        refresh();
        return url;
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
