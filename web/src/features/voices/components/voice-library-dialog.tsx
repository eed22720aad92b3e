import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MicIcon from '@mui/icons-material/Mic';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  LABEL_ADD_VOICE,
  LABEL_CLEAR_SEARCH,
  LABEL_CLONE_VOICE,
  LABEL_CLOSE,
  LABEL_EXPLORE_ALL_VOICES,
  LABEL_LEARN_VOICE_SETTINGS,
  LABEL_LOADING_VOICES,
  LABEL_SEARCH_ANY_VOICE,
  LABEL_VOICE_LIBRARY_TITLE,
  LABEL_YOUR_FAVORITES,
  featuredVoices,
  filterVoices,
  needsBetaWarning,
  orderVoices,
  type AddVoiceForm,
  type Voice,
  type VoiceFilters,
} from '@parley/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { CenteredProgress } from '../../../components/centered-progress';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useVoicePreview } from '../hooks/use-voice-preview';
import { AddVoiceDialog } from './add-voice-dialog';
import { BetaWarningDialog } from './beta-warning-dialog';
import { FeaturedVoices } from './featured-voices';
import { HelpVideoDialog } from './help-video-dialog';
import type { VoiceItemActions } from './voice-controls';
import { VoiceFiltersButton } from './voice-filters-button';
import { VoiceTable } from './voice-table';

// A row of buttons wraps whole buttons onto a new line on a narrow screen, rather than squeezing their
// labels onto two lines or pushing the last one out of view.
const buttonRowSx = { alignItems: 'center', flexWrap: 'wrap', gap: 1 } as const;

/** The voices to list, as a data hook hands them over. */
export interface VoiceListState {
  readonly status: 'loading' | 'error' | 'ready';
  readonly voices: readonly Voice[];
  readonly error?: Error | undefined;
}

/** What the clone modal slot receives: open state, close, and the success signal. */
export interface CloneSlotProps {
  open: boolean;
  onClose: () => void;
  /** A clone was saved: the library switches its favourites filter on. */
  onCloned: () => void;
}

export interface VoiceLibraryDialogProps {
  open: boolean;
  library: VoiceListState;
  /** The agent's selected voice: the chosen one each time the dialog opens. */
  currentVoiceId: string | null;
  myVoiceIds: readonly string[];
  /** A favourite toggle is in flight; hearts are disabled until it settles. */
  favouritesBlocked: boolean;
  /** The account flag enableBetaVoices. */
  enableBetaVoices: boolean;
  helpVideoUrl?: string | undefined;
  onToggleFavourite: (voiceId: string, favourite: boolean) => void;
  onCustomize: (voice: Voice) => void;
  /** Adds a voice by provider id; resolves its id once added, or null when it failed. */
  onAddVoice: (values: AddVoiceForm) => Promise<string | null>;
  /** Closing reports the chosen voice id. */
  onClose: (chosenVoiceId: string | null) => void;
  /** The 'Clone Voice' modal, drawn by the clone feature. */
  renderClone?: ((props: CloneSlotProps) => ReactNode) | undefined;
}

type Overlay = 'help' | 'clone' | 'add' | null;

/** The voice selection modal: search, featured carousel, the full table and its controls. */
export function VoiceLibraryDialog(props: VoiceLibraryDialogProps) {
  const { open, library, currentVoiceId, myVoiceIds, favouritesBlocked } = props;
  const titleId = useId();
  // On a phone the library takes the whole screen: a dialog's margins would leave the table no room.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const preview = useVoicePreview();
  const [chosenVoiceId, setChosenVoiceId] = useState(currentVoiceId);
  const [wasOpen, setWasOpen] = useState(open);
  // The chosen voice is held here and reset to the agent's voice every time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosenVoiceId(currentVoiceId);
  }
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<VoiceFilters>({});
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [betaVoice, setBetaVoice] = useState<Voice | null>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);

  // Ordered once per library or chosen-voice change; a keystroke only filters (which keeps the order and
  // reads each voice's cached search text), so the rows follow the box in the same render, not deferred.
  const ordered = useMemo(() => orderVoices(library.voices, chosenVoiceId), [library.voices, chosenVoiceId]);
  const rows = useMemo(
    () => filterVoices(ordered, { search, filters, favouritesOnly, myVoiceIds }),
    [ordered, search, filters, favouritesOnly, myVoiceIds],
  );
  const featured = useMemo(() => featuredVoices(library.voices), [library.voices]);
  const favouriteIds = useMemo(() => new Set(myVoiceIds), [myVoiceIds]);

  const { onToggleFavourite, onCustomize } = props;
  const actions = useMemo<VoiceItemActions>(
    () => ({
      chosenVoiceId,
      playingVoiceId: preview.playingId,
      favouriteIds,
      favouritesBlocked,
      onSelect: (voice) => {
        if (needsBetaWarning(voice, chosenVoiceId)) setBetaVoice(voice);
        else setChosenVoiceId(voice.id);
      },
      onCustomize,
      onToggleFavourite: (voice) => {
        onToggleFavourite(voice.id, !favouriteIds.has(voice.id));
      },
      onTogglePlay: preview.toggle,
    }),
    [
      chosenVoiceId,
      preview.playingId,
      preview.toggle,
      favouriteIds,
      favouritesBlocked,
      onCustomize,
      onToggleFavourite,
    ],
  );

  const close = () => {
    preview.stop();
    props.onClose(chosenVoiceId);
  };
  const closeOverlay = () => {
    setOverlay(null);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="xl"
      scroll="paper"
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {LABEL_VOICE_LIBRARY_TITLE}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ p: 2, borderBottom: 1, borderColor: 'divider', alignItems: { md: 'center' } }}
      >
        <TextField
          size="small"
          // A plain text box: the clear button below is the one way to empty it (no native search 'x').
          placeholder={LABEL_SEARCH_ANY_VOICE}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          sx={{ flex: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': LABEL_SEARCH_ANY_VOICE },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: search !== '' && (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={LABEL_CLEAR_SEARCH}
                    size="small"
                    onClick={() => {
                      setSearch('');
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" useFlexGap sx={buttonRowSx}>
          <Button
            startIcon={<OndemandVideoIcon />}
            onClick={() => {
              setOverlay('help');
            }}
          >
            {LABEL_LEARN_VOICE_SETTINGS}
          </Button>
          {props.renderClone && (
            <Button
              variant="outlined"
              startIcon={<MicIcon />}
              onClick={() => {
                setOverlay('clone');
              }}
            >
              {LABEL_CLONE_VOICE}
            </Button>
          )}
          <IconButton aria-label={LABEL_CLOSE} onClick={close} sx={{ ml: 'auto' }}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </Stack>
      <DialogContent>
        {library.status === 'loading' && <CenteredProgress label={LABEL_LOADING_VOICES} />}
        {library.status === 'error' && (
          <Alert severity="error" role="alert">
            {library.error?.message}
          </Alert>
        )}
        {library.status === 'ready' && (
          <Stack spacing={3}>
            <FeaturedVoices voices={featured} actions={actions} />
            <Box component="section" aria-label={LABEL_EXPLORE_ALL_VOICES}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
              >
                <Typography variant="h6" component="h2">
                  {LABEL_EXPLORE_ALL_VOICES}
                </Typography>
                <Stack direction="row" useFlexGap sx={buttonRowSx}>
                  <VoiceFiltersButton value={filters} onChange={setFilters} />
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => {
                      setOverlay('add');
                    }}
                  >
                    {LABEL_ADD_VOICE}
                  </Button>
                  <ToggleButton
                    value="favourites"
                    size="small"
                    selected={favouritesOnly}
                    onChange={() => {
                      setFavouritesOnly((on) => !on);
                    }}
                  >
                    <FavoriteIcon fontSize="small" sx={{ mr: 0.5 }} />
                    {LABEL_YOUR_FAVORITES}
                  </ToggleButton>
                </Stack>
              </Stack>
              <VoiceTable voices={rows} actions={actions} />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <BetaWarningDialog
        open={betaVoice !== null}
        enableBetaVoices={props.enableBetaVoices}
        onCancel={() => {
          setBetaVoice(null);
        }}
        onConfirm={() => {
          if (betaVoice) setChosenVoiceId(betaVoice.id);
          setBetaVoice(null);
        }}
      />
      <HelpVideoDialog open={overlay === 'help'} onClose={closeOverlay} videoUrl={props.helpVideoUrl} />
      <AddVoiceDialog
        open={overlay === 'add'}
        onClose={closeOverlay}
        onSubmit={async (values) => {
          const voiceId = await props.onAddVoice(values);
          if (voiceId === null) return false;
          setChosenVoiceId(voiceId);
          return true;
        }}
      />
      {props.renderClone?.({
        open: overlay === 'clone',
        onClose: closeOverlay,
        onCloned: () => {
          setFavouritesOnly(true);
        },
      })}
    </Dialog>
  );
}

/** Default export so the container can load this chunk only when the dialog first opens. */
export default VoiceLibraryDialog;
