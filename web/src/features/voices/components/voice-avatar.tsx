import Box from '@mui/material/Box';
import { stableHash } from '@parley/domain';

/** Two hues from the voice's ttsId, so each voice keeps the same picture everywhere. */
export function avatarGradient(ttsId: string): string {
  const hash = stableHash(ttsId);
  const first = hash % 360;
  const second = (first + 40 + ((hash >>> 9) % 140)) % 360;
  const angle = (hash >>> 17) % 360;
  return `linear-gradient(${angle}deg, hsl(${first} 70% 55%), hsl(${second} 70% 45%))`;
}

interface VoiceAvatarProps {
  ttsId: string;
  size: number | string;
  /** Square corners for the card picture, round for the table. */
  variant?: 'circle' | 'rounded';
}

/** A decorative picture generated from the ttsId (voices carry no image); screen readers skip it. */
export function VoiceAvatar({ ttsId, size, variant = 'circle' }: VoiceAvatarProps) {
  return (
    <Box
      aria-hidden
      data-testid="voice-avatar"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: variant === 'circle' ? '50%' : 1,
        backgroundImage: avatarGradient(ttsId),
      }}
    />
  );
}
