import {
  FEATURED_VOICE_NAMES,
  LABEL_BETA_UNAVAILABLE,
  LABEL_CONTINUE_ANYWAY,
  LABEL_NO_VOICES_FOUND,
  formatIllustrativeDuration,
  illustrativeUsed,
  type Voice,
} from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REOPEN_LABEL, Reopenable } from '../../../testing/reopenable';
import { makeManyVoices, makeVoice } from '../../../testing/voice-factories';
import { fillAddVoiceForm, renderWithPreview, stubMediaElement } from '../testing/voice-test-kit';
import { VoiceLibraryDialog, type VoiceLibraryDialogProps } from './voice-library-dialog';

// MUI dialogs with hundreds of nodes re-render on every keystroke; jsdom on a busy 2-core runner is slow.
vi.setConfig({ testTimeout: 60_000 });

const scarlett = makeVoice({ name: 'Scarlett', addedCount: 5 });
const oliver = makeVoice({ name: 'Oliver', gender: 'male', accent: 'British', addedCount: 50 });
const maya = makeVoice({ name: 'Maya', addedCount: 10, isMultiLingualSupport: true });
const nova = makeVoice({ name: 'Nova', provider: 'openai_realtime', addedCount: 1 });
const zed = makeVoice({ name: 'Zed', gender: 'male', language: 'spanish', accent: 'Mexican', addedCount: 0 });
const voices = [scarlett, oliver, maya, nova, zed];

function renderDialog(overrides: Partial<VoiceLibraryDialogProps> = {}) {
  const props: VoiceLibraryDialogProps = {
    open: true,
    library: { status: 'ready', voices },
    currentVoiceId: scarlett.id,
    myVoiceIds: [maya.id],
    favouritesBlocked: false,
    enableBetaVoices: false,
    onToggleFavourite: vi.fn(),
    onCustomize: vi.fn(),
    onAddVoice: vi.fn(() => Promise.resolve(null)),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = renderWithPreview(<VoiceLibraryDialog {...props} />);
  return { ...view, props };
}

const table = () => screen.getByRole('table', { name: 'Explore All Voices' });
/** Voice names in the table's row order. */
const tableNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const rowOf = (voice: Voice) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === voice.name);
  if (!row) throw new Error(`No row for ${voice.name}`);
  return row;
};

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom's default desktop width, which the carousel test changes.
  window.innerWidth = 1024;
});

describe('VoiceLibraryDialog states', () => {
  it('shows progress while the voices load', () => {
    renderDialog({ library: { status: 'loading', voices: [] } });
    expect(screen.getByRole('status', { name: 'Loading voices' })).toBeInTheDocument();
  });

  it('shows the error when the voices cannot be loaded', () => {
    renderDialog({ library: { status: 'error', voices: [], error: new Error('Missing permissions') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Missing permissions');
  });

  it("says 'No voices found.' when nothing matches", async () => {
    const { user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Search any voice' }), 'qqq');
    expect(await within(table()).findByText(LABEL_NO_VOICES_FOUND)).toBeInTheDocument();
  });
});

describe('VoiceLibraryDialog table', () => {
  it('lists the chosen voice first, then by addedCount, most added first', () => {
    renderDialog();
    expect(tableNames()).toEqual(['Scarlett', 'Oliver', 'Maya', 'Nova', 'Zed']);
  });

  it('shows the illustrative Used and Duration figures and two tags with a +N tooltip', async () => {
    const { user } = renderDialog();
    const cells = within(rowOf(oliver)).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(String(illustrativeUsed(oliver)));
    expect(Number(cells[1]?.textContent)).toBeGreaterThan(oliver.addedCount);
    expect(cells[2]).toHaveTextContent(formatIllustrativeDuration(oliver));
    expect(cells[2]?.textContent).toMatch(/^\d+\.\dk$/);
    // Male, English shown; British and Cartesia behind '+2'.
    expect(within(cells[3] as HTMLElement).getByText('Male')).toBeInTheDocument();
    expect(within(cells[3] as HTMLElement).getByText('English')).toBeInTheDocument();
    expect(within(cells[3] as HTMLElement).queryByText('British')).not.toBeInTheDocument();
    await user.hover(within(cells[3] as HTMLElement).getByText('+2'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('British, Cartesia');
  });

  it('searches by name and tag, and the clear button brings every voice back', async () => {
    const { user } = renderDialog();
    const search = screen.getByRole('textbox', { name: 'Search any voice' });
    await user.type(search, 'mexican');
    await waitFor(() => {
      expect(tableNames()).toEqual(['Zed']);
    });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await waitFor(() => {
      expect(tableNames()).toHaveLength(5);
    });
  });

  it('filters by the Filters popover, which has its own search and Clear filters', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const popover = await screen.findByRole('dialog', { name: 'Filters' });
    const filterSearch = within(popover).getByRole('textbox', { name: 'Search filters' });
    await user.type(filterSearch, 'real');
    expect(within(popover).queryByRole('checkbox', { name: 'female' })).not.toBeInTheDocument();
    expect(within(popover).getByRole('checkbox', { name: 'OpenAI Realtime' })).toBeInTheDocument();
    await user.clear(filterSearch);
    await user.click(within(popover).getByRole('checkbox', { name: 'male' }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(tableNames()).toEqual(['Oliver', 'Zed']);
    });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    // Clear filters disables itself; focus the popover's search so Escape reaches the popover.
    await user.click(screen.getByRole('textbox', { name: 'Search filters' }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(tableNames()).toHaveLength(5);
    });
  });

  it("'Your Favorites' shows only the user's favourites", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Your Favorites' }));
    expect(tableNames()).toEqual(['Maya']);
    await user.click(screen.getByRole('button', { name: 'Your Favorites' }));
    expect(tableNames()).toHaveLength(5);
  });

  it('toggles a favourite both ways', async () => {
    const { user, props } = renderDialog();
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Add Oliver to favorites' }));
    expect(props.onToggleFavourite).toHaveBeenCalledWith(oliver.id, true);
    await user.click(within(rowOf(maya)).getByRole('button', { name: 'Remove Maya from favorites' }));
    expect(props.onToggleFavourite).toHaveBeenCalledWith(maya.id, false);
  });

  it('blocks every heart while a favourite toggle is in flight', () => {
    renderDialog({ favouritesBlocked: true });
    expect(within(rowOf(zed)).getByRole('button', { name: 'Add Zed to favorites' })).toBeDisabled();
    expect(within(rowOf(maya)).getByRole('button', { name: 'Remove Maya from favorites' })).toBeDisabled();
  });

  it('draws only the rows on screen for ten thousand voices', () => {
    renderDialog({ library: { status: 'ready', voices: makeManyVoices(10_000) }, currentVoiceId: null });
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    const drawn = within(table()).getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(30);
  });
});

describe('VoiceLibraryDialog choosing', () => {
  it('marks the chosen voice Selected, and closing reports the chosen id', async () => {
    const { user, props } = renderDialog();
    expect(within(rowOf(scarlett)).getByRole('button', { name: 'Selected Scarlett' })).toBeInTheDocument();
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Select Oliver' }));
    expect(within(rowOf(oliver)).getByRole('button', { name: 'Selected Oliver' })).toBeInTheDocument();
    expect(within(rowOf(scarlett)).getByRole('button', { name: 'Select Scarlett' })).toBeInTheDocument();
    expect(tableNames()[0]).toBe('Oliver');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledWith(oliver.id);
  });

  it("resets the chosen voice to the agent's voice when it opens again", async () => {
    const { props } = renderDialog({ open: false });
    const { user } = renderWithPreview(
      <Reopenable>
        {(open, close) => <VoiceLibraryDialog {...props} open={open} onClose={close} />}
      </Reopenable>,
    );
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Select Oliver' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: REOPEN_LABEL }));
    expect(tableNames()[0]).toBe('Scarlett');
    expect(within(rowOf(oliver)).getByRole('button', { name: 'Select Oliver' })).toBeInTheDocument();
  });

  it('shows the seven featured voices in their fixed order, four at a time at 1024px, five at 1280px', async () => {
    const featuredSet = FEATURED_VOICE_NAMES.map((name, index) => makeVoice({ name, addedCount: index }));
    const { user } = renderDialog({ library: { status: 'ready', voices: [...featuredSet].reverse() } });
    const carousel = screen.getByRole('region', { name: 'Featured Voices' });
    const cards = () =>
      within(carousel)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    expect(cards()).toEqual(FEATURED_VOICE_NAMES.slice(0, 4));
    expect(within(carousel).getByRole('button', { name: 'Previous voices' })).toBeDisabled();
    await user.click(within(carousel).getByRole('button', { name: 'Next voices' }));
    expect(cards()).toEqual(FEATURED_VOICE_NAMES.slice(1, 5));
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(cards()).toHaveLength(5);
  });
});

describe('VoiceLibraryDialog beta warning', () => {
  it('refuses a realtime voice for an account without beta voices', async () => {
    const { user, props } = renderDialog({ enableBetaVoices: false });
    await user.click(within(rowOf(nova)).getByRole('button', { name: 'Select Nova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beta Warning' });
    expect(within(dialog).getByRole('button', { name: LABEL_BETA_UNAVAILABLE })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledWith(scarlett.id);
  });

  it("lets an account with beta voices continue with 'Continue Anyway'", async () => {
    const { user, props } = renderDialog({ enableBetaVoices: true });
    await user.click(within(rowOf(nova)).getByRole('button', { name: 'Select Nova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beta Warning' });
    expect(dialog).toHaveTextContent('The real-time system is in beta.');
    await user.click(within(dialog).getByRole('button', { name: LABEL_CONTINUE_ANYWAY }));
    await waitFor(() => {
      expect(within(rowOf(nova)).getByRole('button', { name: 'Selected Nova' })).toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledWith(nova.id);
  });

  it('does not ask again for the realtime voice already chosen', async () => {
    const { user } = renderDialog({ currentVoiceId: nova.id });
    await user.click(within(rowOf(nova)).getByRole('button', { name: 'Selected Nova' }));
    expect(screen.queryByRole('dialog', { name: 'Beta Warning' })).not.toBeInTheDocument();
  });
});

describe('VoiceLibraryDialog audio preview', () => {
  it('plays one voice at a time', async () => {
    const { play } = stubMediaElement();
    const { user } = renderDialog();
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Play Oliver' }));
    expect(await within(rowOf(oliver)).findByRole('button', { name: 'Pause Oliver' })).toBeInTheDocument();
    await user.click(within(rowOf(maya)).getByRole('button', { name: 'Play Maya' }));
    expect(await within(rowOf(maya)).findByRole('button', { name: 'Pause Maya' })).toBeInTheDocument();
    expect(within(rowOf(oliver)).getByRole('button', { name: 'Play Oliver' })).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("shows 'Audio could not be played.' when playback fails", async () => {
    stubMediaElement({ failPlay: true });
    const { user } = renderDialog();
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Play Oliver' }));
    expect(await screen.findByText('Audio could not be played.')).toBeInTheDocument();
    expect(within(rowOf(oliver)).getByRole('button', { name: 'Play Oliver' })).toBeInTheDocument();
  });
});

describe('VoiceLibraryDialog add and clone', () => {
  it('chooses the voice added by provider id', async () => {
    const added = makeVoice({ name: 'Added', addedCount: 0 });
    const onAddVoice = vi.fn(() => Promise.resolve(added.id));
    const { user, props } = renderDialog({ onAddVoice });
    await user.click(screen.getByRole('button', { name: 'Add Voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a voice' });
    await fillAddVoiceForm(user, dialog, { id: 'el-voice-1', language: 'French' });
    expect(onAddVoice).toHaveBeenCalledWith({ provider: '11labs', id: 'el-voice-1', language: 'fr' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a voice' })).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledWith(added.id);
  });

  it('opens the clone modal slot and turns the favourites filter on after a clone', async () => {
    const renderClone = vi.fn(({ open, onCloned }: { open: boolean; onCloned: () => void }) =>
      open ? (
        <button type="button" onClick={onCloned}>
          Finish clone
        </button>
      ) : null,
    );
    const { user } = renderDialog({ renderClone });
    await user.click(screen.getByRole('button', { name: 'Clone Voice' }));
    await user.click(screen.getByRole('button', { name: 'Finish clone' }));
    expect(screen.getByRole('button', { name: 'Your Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(tableNames()).toEqual(['Maya']);
  });

  it("opens the help video from 'Learn about voice settings'", async () => {
    const { user } = renderDialog({ helpVideoUrl: 'https://video.example/embed/voice-settings' });
    await user.click(screen.getByRole('button', { name: 'Learn about voice settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Learn about voice settings' });
    expect(within(dialog).getByTitle('Learn about voice settings')).toHaveAttribute(
      'src',
      'https://video.example/embed/voice-settings',
    );
  });
});
