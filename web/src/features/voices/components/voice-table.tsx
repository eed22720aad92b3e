import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  LABEL_EXPLORE_ALL_VOICES,
  LABEL_NO_VOICES_FOUND,
  VOICE_TABLE_COLUMNS,
  VOICE_TABLE_HEIGHT_PX,
  formatIllustrativeDuration,
  illustrativeUsed,
  voiceTags,
  type Voice,
} from '@parley/domain';
import { memo, useState } from 'react';
import { visibleRows } from '../utils/virtual-rows';
import {
  CustomizeButton,
  FavouriteButton,
  PlayButton,
  SelectButton,
  type VoiceItemActions,
} from './voice-controls';
import { VoiceAvatar } from './voice-avatar';
import { VISIBLE_TAGS, VoiceTagList } from './voice-tag-list';

const ROW_HEIGHT = 64;
const HEADER_HEIGHT = 44;
const BODY_HEIGHT = VOICE_TABLE_HEIGHT_PX - HEADER_HEIGHT;
/** Enough keys for every row a window can draw (visible rows plus overscan on both sides). */
const SLOTS = Math.ceil(BODY_HEIGHT / ROW_HEIGHT) + 16;
// The columns a width can hold without scrolling sideways: on a phone the voice and its actions (what
// picking a voice needs), from sm the tags too, from md every column. Hidden cells use display: none,
// which also hides them from screen readers, header and rows alike.
const COLUMNS = {
  xs: 'minmax(0, 1fr) auto',
  sm: 'minmax(160px, 2fr) minmax(150px, 2fr) auto',
  md: 'minmax(180px, 2fr) 72px 88px minmax(150px, 2fr) 190px',
};
/** Per column of VOICE_TABLE_COLUMNS, the breakpoint from which it shows. */
const SHOWN_FROM = ['xs', 'md', 'md', 'sm', 'xs'] as const;
const shownFrom = (column: number, display = 'block') => {
  const from = SHOWN_FROM[column] ?? 'xs';
  return { display: from === 'xs' ? display : { xs: 'none', [from]: display } };
};

const rowSx = {
  display: 'grid',
  gridTemplateColumns: COLUMNS,
  alignItems: 'center',
  columnGap: 1.5,
  px: 1.5,
};

const bodyRowSx = {
  ...rowSx,
  position: 'absolute',
  left: 0,
  right: 0,
  height: ROW_HEIGHT,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

interface VoiceRowProps {
  voice: Voice;
  index: number;
  actions: VoiceItemActions;
}

const VoiceRow = memo(function VoiceRow({ voice, index, actions }: VoiceRowProps) {
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      // The position is an inline style: in sx every row offset would be a CSS class of its own.
      style={{ top: index * ROW_HEIGHT }}
      sx={bodyRowSx}
    >
      <Box role="cell" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <PlayButton voice={voice} actions={actions}>
          <VoiceAvatar ttsId={voice.ttsId} size={40} />
        </PlayButton>
        <Typography noWrap title={voice.name}>
          {voice.name}
        </Typography>
      </Box>
      <Box role="cell" sx={shownFrom(1)}>
        {illustrativeUsed(voice)}
      </Box>
      <Box role="cell" sx={shownFrom(2)}>
        {formatIllustrativeDuration(voice)}
      </Box>
      <Box role="cell" sx={{ ...shownFrom(3), overflow: 'hidden', maxHeight: ROW_HEIGHT }}>
        <VoiceTagList tags={voiceTags(voice)} max={VISIBLE_TAGS} />
      </Box>
      <Box role="cell" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <SelectButton voice={voice} actions={actions} />
        <CustomizeButton voice={voice} actions={actions} />
        <FavouriteButton voice={voice} actions={actions} />
      </Box>
    </Box>
  );
});

interface VoiceTableProps {
  /** Already searched, filtered and ordered. */
  voices: readonly Voice[];
  actions: VoiceItemActions;
}

/**
 * 'Explore All Voices': a 500px scroll box that draws only the rows on screen, so ten thousand voices
 * scroll as smoothly as ten. Rows have one fixed height, which is what makes this exact. Memoised:
 * typing redraws it only when the rows change.
 */
export const VoiceTable = memo(function VoiceTable({ voices, actions }: VoiceTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRows(scrollTop, BODY_HEIGHT, ROW_HEIGHT, voices.length);
  return (
    <Box
      role="table"
      aria-label={LABEL_EXPLORE_ALL_VOICES}
      aria-rowcount={voices.length + 1}
      onScroll={(event) => {
        setScrollTop(event.currentTarget.scrollTop);
      }}
      sx={{
        height: VOICE_TABLE_HEIGHT_PX,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        position: 'relative',
      }}
    >
      <Box
        role="rowgroup"
        sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 'fit-content' }}
      >
        <Box
          role="row"
          aria-rowindex={1}
          sx={{ ...rowSx, height: HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
        >
          {VOICE_TABLE_COLUMNS.map((column, index) => (
            <Typography key={column} role="columnheader" variant="subtitle2" sx={shownFrom(index)}>
              {column}
            </Typography>
          ))}
        </Box>
      </Box>
      {voices.length === 0 ? (
        <Box role="rowgroup">
          <Box role="row">
            <Typography role="cell" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {LABEL_NO_VOICES_FOUND}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Box role="rowgroup" sx={{ position: 'relative', height: voices.length * ROW_HEIGHT }}>
          {/* Keyed by on-screen slot, not voice: a keystroke that changes the rows updates the ~15 drawn
              rows in place instead of unmounting and mounting them, which is what keeps it under 50 ms. */}
          {voices.slice(start, end).map((voice, offset) => (
            <VoiceRow key={(start + offset) % SLOTS} voice={voice} index={start + offset} actions={actions} />
          ))}
        </Box>
      )}
    </Box>
  );
});
