import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_FEATURED_VOICES,
  LABEL_NEXT_VOICES,
  LABEL_PREVIOUS_VOICES,
  featuredSlidesPerView,
  type Voice,
} from '@parley/domain';
import { memo, useId, useState } from 'react';
import { useViewportWidth } from '../hooks/use-viewport-width';
import type { VoiceItemActions } from './voice-controls';
import { VoiceCard } from './voice-card';

interface FeaturedVoicesProps {
  /** The featured voices, already in the fixed order (featuredVoices()). */
  voices: readonly Voice[];
  actions: VoiceItemActions;
}

/**
 * The 'Featured Voices' carousel: 3 cards from 768px, 4 from 1024px, 5 from 1280px. Memoised: a
 * keystroke in the library's search does not redraw it.
 */
export const FeaturedVoices = memo(function FeaturedVoices({ voices, actions }: FeaturedVoicesProps) {
  const headingId = useId();
  const perView = featuredSlidesPerView(useViewportWidth());
  const [first, setFirst] = useState(0);
  const lastStart = Math.max(0, voices.length - perView);
  const start = Math.min(first, lastStart);
  if (voices.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {LABEL_FEATURED_VOICES}
        </Typography>
        <Stack direction="row">
          <IconButton
            aria-label={LABEL_PREVIOUS_VOICES}
            disabled={start === 0}
            onClick={() => {
              setFirst(Math.max(0, start - 1));
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={LABEL_NEXT_VOICES}
            disabled={start >= lastStart}
            onClick={() => {
              setFirst(Math.min(lastStart, start + 1));
            }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        role="list"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
      >
        {voices.slice(start, start + perView).map((voice) => (
          <Box role="listitem" key={voice.id}>
            <VoiceCard voice={voice} actions={actions} />
          </Box>
        ))}
      </Box>
    </Box>
  );
});
