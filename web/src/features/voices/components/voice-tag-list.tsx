import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { tagOverflowLabel } from '@parley/domain';

/** Tags shown before the '+N' chip on cards and table rows. */
export const VISIBLE_TAGS = 2;

interface VoiceTagListProps {
  tags: readonly string[];
  /** How many to show before the '+N' chip; every tag when omitted. */
  max?: number;
}

/** A voice's tags: the first `max`, then '+N' whose tooltip lists the rest. */
export function VoiceTagList({ tags, max = tags.length }: VoiceTagListProps) {
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      {shown.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.join(', ')}>
          {/* Focusable so keyboard users reach the tooltip too. */}
          <Chip
            label={tagOverflowLabel(hidden.length)}
            size="small"
            tabIndex={0}
            aria-label={`${tagOverflowLabel(hidden.length)}: ${hidden.join(', ')}`}
          />
        </Tooltip>
      )}
    </Stack>
  );
}
