import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import {
  LABEL_SELECT,
  LABEL_SELECTED,
  addFavouriteLabel,
  customizeVoiceLabel,
  pauseVoiceLabel,
  playVoiceLabel,
  removeFavouriteLabel,
  selectVoiceLabel,
  type Voice,
} from '@parley/domain';
import type { ReactNode } from 'react';

/** What every card and table row needs to draw a voice's controls and report clicks. */
export interface VoiceItemActions {
  readonly chosenVoiceId: string | null;
  readonly playingVoiceId: string | null;
  readonly favouriteIds: ReadonlySet<string>;
  /** A favourite toggle is in flight: every heart waits for it. */
  readonly favouritesBlocked: boolean;
  readonly onSelect: (voice: Voice) => void;
  readonly onCustomize: (voice: Voice) => void;
  readonly onToggleFavourite: (voice: Voice) => void;
  readonly onTogglePlay: (voice: Voice) => void;
}

interface ControlProps {
  voice: Voice;
  actions: VoiceItemActions;
}

/** Play/pause; `children` is drawn inside the button (the table puts the avatar there). */
export function PlayButton({ voice, actions, children }: ControlProps & { children?: ReactNode }) {
  const playing = actions.playingVoiceId === voice.id;
  return (
    <IconButton
      aria-label={playing ? pauseVoiceLabel(voice.name) : playVoiceLabel(voice.name)}
      onClick={() => {
        actions.onTogglePlay(voice);
      }}
      sx={children ? { p: 0, position: 'relative' } : undefined}
    >
      {children}
      <span
        style={children ? { position: 'absolute', display: 'flex', color: 'white' } : { display: 'flex' }}
      >
        {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
      </span>
    </IconButton>
  );
}

export function FavouriteButton({ voice, actions }: ControlProps) {
  const favourite = actions.favouriteIds.has(voice.id);
  return (
    <IconButton
      aria-label={favourite ? removeFavouriteLabel(voice.name) : addFavouriteLabel(voice.name)}
      aria-pressed={favourite}
      disabled={actions.favouritesBlocked}
      onClick={() => {
        actions.onToggleFavourite(voice);
      }}
      color={favourite ? 'error' : 'default'}
      size="small"
    >
      {favourite ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}

export function CustomizeButton({ voice, actions }: ControlProps) {
  return (
    <IconButton
      aria-label={customizeVoiceLabel(voice.name)}
      size="small"
      onClick={() => {
        actions.onCustomize(voice);
      }}
    >
      <TuneIcon fontSize="small" />
    </IconButton>
  );
}

/** 'Select', or 'Selected' for the chosen voice; the accessible name tells rows apart. */
export function SelectButton({ voice, actions }: ControlProps) {
  const selected = actions.chosenVoiceId === voice.id;
  return (
    <Button
      size="small"
      variant={selected ? 'contained' : 'outlined'}
      aria-label={selectVoiceLabel(voice.name, selected)}
      aria-pressed={selected}
      onClick={() => {
        actions.onSelect(voice);
      }}
    >
      {selected ? LABEL_SELECTED : LABEL_SELECT}
    </Button>
  );
}
