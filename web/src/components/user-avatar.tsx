import Avatar from '@mui/material/Avatar';

/** Up to two initials from a name or e-mail address. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface UserAvatarProps {
  user: { displayName: string | null; email: string | null; photoURL?: string | null };
  size?: number;
}

/**
 * The profile photo, or the person's initials; decorative, since a name is always shown beside it or
 * names the button it sits in. Hidden from assistive technology, so initials never contradict that name.
 */
export function UserAvatar({ user, size = 40 }: UserAvatarProps) {
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initialsOf(user.displayName ?? user.email)}
    </Avatar>
  );
}
