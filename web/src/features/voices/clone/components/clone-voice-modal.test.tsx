import {
  LABEL_BACK,
  LABEL_CANCEL,
  LABEL_CHOOSE_SAMPLE,
  LABEL_CLONE,
  LABEL_CLONING,
  LABEL_GENERATE_NAME,
  LABEL_NO_SAMPLES,
  LABEL_RECORD_AUDIO,
  LABEL_REMOVE_FILE,
  LABEL_SAMPLE_A,
  LABEL_SAMPLE_B,
  LABEL_SAVE_VOICE,
  LABEL_SAVING,
  LABEL_TRY_AGAIN,
  LABEL_UPLOAD_CLIP,
  MSG_AGREE_TO_TERMS,
  MSG_CHOOSE_SMALLER_FILE,
  MSG_CLONE_AGREEMENT,
  MSG_CLONE_ERROR_DESCRIPTION,
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_CLONE_SAMPLE_NOT_AUDIO,
  MSG_FAILED_TO_CLONE_VOICE,
  MSG_FAILED_TO_UPDATE_VOICE,
  MSG_MISSING_REQUIRED_FIELDS,
  MSG_NAME_REQUIRED,
  MSG_NAME_TOO_LONG,
  MSG_SELECT_GENDER,
  MSG_SELECT_LANGUAGE,
  MSG_UNABLE_TO_AUTHENTICATE_REQUEST,
  MSG_VOICE_SAVED,
  FIRST_NAMES,
  HelperError,
  type CloneVoiceResponse,
} from '@parley/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../../lib/api-client';
import type { Session } from '../../../../lib/session';
import { fakeServices } from '../../../../testing/fake-services';
import { renderWithProviders } from '../../../../testing/render';
import { REOPEN_LABEL, Reopenable } from '../../../../testing/reopenable';
import { installFakeObjectUrls } from '../utils/fake-microphone';
import { CloneVoiceModal } from './clone-voice-modal';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

const BOTH: CloneVoiceResponse = {
  elevenlabs_voice: { id: 'voice-el', ttsId: 'el-tts' },
  cartesia_voice: { id: 'voice-ca', ttsId: 'ca-tts' },
  elevenlabs_sample_url: 'https://samples.test/el.mp3',
  cartesia_sample_url: 'https://samples.test/ca.mp3',
};

function wav(size = 2048, name = 'me.wav', type = 'audio/wav'): File {
  const file = new File(['RIFF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An API answering the clone call with `clone` and the PATCH with `choose` (resolve or reject). */
function apiAnswering(
  clone: () => Promise<unknown>,
  choose: () => Promise<unknown> = () => Promise.resolve({}),
) {
  return vi.fn((path: string, _init?: { method?: string }) =>
    path === '/public/voices/clone'
      ? clone()
      : choose().then(() => ({ id: path.split('/').pop(), ttsId: 't', provider: 'p', fallbackTtsId: null })),
  );
}

function renderModal(api = apiAnswering(() => Promise.resolve(BOTH)), session?: Session) {
  const onClose = vi.fn();
  const onCloned = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <CloneVoiceModal open onClose={onClose} onCloned={onCloned} onSaved={onSaved} />,
    { services: fakeServices({ api: api as unknown as ApiFetch }), ...(session ? { session } : {}) },
  );
  return { ...view, api, onClose, onCloned, onSaved };
}

async function pick(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(user: UserEvent, file: File | null = wav()) {
  if (file) await user.upload(screen.getByLabelText(LABEL_UPLOAD_CLIP), file);
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ann');
  await pick(user, /^Gender/, 'Female');
  await pick(user, /^Language/, 'German');
  await user.click(screen.getByRole('checkbox', { name: MSG_CLONE_AGREEMENT }));
}

async function cloneToStep2(user: UserEvent) {
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: LABEL_CLONE }));
  await screen.findByRole('heading', { name: LABEL_CHOOSE_SAMPLE });
}

beforeEach(() => {
  installFakeObjectUrls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CloneVoiceModal step 1', () => {
  it("opens as 'Create Your Voice Clone' with the upload area and 'Record Audio'", () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Create Your Voice Clone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_UPLOAD_CLIP })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_RECORD_AUDIO })).toBeInTheDocument();
  });

  it('shows every required-field message and sends nothing when Clone is pressed on an empty form', async () => {
    const { user, api } = renderModal();
    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));

    expect(await screen.findByText(MSG_MISSING_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(screen.getByText(MSG_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(MSG_SELECT_GENDER)).toBeInTheDocument();
    expect(screen.getByText(MSG_SELECT_LANGUAGE)).toBeInTheDocument();
    expect(screen.getByText(MSG_AGREE_TO_TERMS)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a name over 15 characters', async () => {
    const { user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'A'.repeat(16));
    await user.tab();
    expect(await screen.findByText(MSG_NAME_TOO_LONG)).toBeInTheDocument();
  });

  it('previews a picked file and removes it again', async () => {
    const { user } = renderModal();
    await user.upload(screen.getByLabelText(LABEL_UPLOAD_CLIP), wav(2048, 'sample.wav'));

    expect(screen.getByText(/sample\.wav/)).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user.click(screen.getByRole('button', { name: LABEL_REMOVE_FILE }));
    expect(screen.queryByText(/sample\.wav/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_UPLOAD_CLIP })).toBeInTheDocument();
  });

  it("says 'File too large' on choosing a file over 10 MB and keeps Clone from sending it", async () => {
    const { user, api } = renderModal();
    await fillForm(user, wav(10_485_761, 'long.wav'));

    expect(await screen.findByText(MSG_CHOOSE_SMALLER_FILE)).toBeInTheDocument();
    expect(screen.getByText('File too large')).toBeInTheDocument();
    expect(screen.getByText(MSG_CLONE_FILE_TOO_LARGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a dropped file that is not audio', async () => {
    renderModal();
    const area = screen.getByRole('button', { name: LABEL_UPLOAD_CLIP }).closest('div');
    if (!area) throw new Error('no upload area');
    fireEvent.drop(area, {
      dataTransfer: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(MSG_CLONE_SAMPLE_NOT_AUDIO)).toBeInTheDocument();
  });

  it.each([
    ['female', 'Female'],
    ['male', 'Male'],
  ] as const)('fills a random %s first name with the generator', async (gender, option) => {
    const { user } = renderModal();
    await pick(user, /^Gender/, option);
    await user.click(screen.getByRole('button', { name: LABEL_GENERATE_NAME }));
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value;
    expect(FIRST_NAMES[gender]).toContain(name);
  });

  it("sends the spec's multipart fields, reads 'Cloning' meanwhile, then offers the samples", async () => {
    let answer: (value: CloneVoiceResponse) => void = () => undefined;
    const { user, api, onCloned } = renderModal(
      apiAnswering(() => new Promise<CloneVoiceResponse>((resolve) => (answer = resolve))),
    );
    const file = wav();
    await fillForm(user, file);
    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));

    expect(await screen.findByRole('button', { name: LABEL_CLONING })).toBeDisabled();
    expect(screen.getByRole('button', { name: LABEL_CANCEL })).toBeDisabled();
    const [path, options] = api.mock.calls[0] as unknown as [string, { method: string; body: FormData }];
    expect(path).toBe('/public/voices/clone');
    expect(options.method).toBe('POST');
    expect(Object.fromEntries(options.body.entries())).toEqual({
      name: 'Ann',
      gender: 'female',
      language: 'de',
      audio_file: expect.any(File) as File,
      owner_uid: 'user-ann',
    });
    expect((options.body.get('audio_file') as File).name).toBe('me.wav');

    answer(BOTH);
    expect(await screen.findByRole('heading', { name: LABEL_CHOOSE_SAMPLE })).toHaveFocus();
    expect(onCloned).toHaveBeenCalledWith(['voice-el', 'voice-ca']);
  });

  it("shows 'Failed to clone voice' and the error toast when the clone call fails", async () => {
    const { user } = renderModal(apiAnswering(() => Promise.reject(new HelperError(500, {}))));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));

    expect(await screen.findByText(MSG_FAILED_TO_CLONE_VOICE)).toBeInTheDocument();
    expect(screen.getByText(MSG_CLONE_ERROR_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_CLONE })).toBeEnabled();
  });

  it("says 'Unable to authenticate request' and sends nothing when signed out", async () => {
    const { user, api } = renderModal(undefined, { status: 'signedOut' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_UNABLE_TO_AUTHENTICATE_REQUEST);
    expect(api).not.toHaveBeenCalled();
  });
});

describe('CloneVoiceModal step 2', () => {
  it.each([
    ['both samples', BOTH, [LABEL_SAMPLE_A, LABEL_SAMPLE_B]],
    ['a voice without a url', { ...BOTH, cartesia_sample_url: null }, [LABEL_SAMPLE_A]],
    ['a url without a voice', { ...BOTH, elevenlabs_voice: null }, [LABEL_SAMPLE_A]],
  ] as const)('with %s shows one labelled player per usable sample', async (_case, answer, labels) => {
    const { user } = renderModal(apiAnswering(() => Promise.resolve(answer)));
    await cloneToStep2(user);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(labels);
    expect(document.querySelectorAll('audio')).toHaveLength(labels.length);
    expect(screen.queryByText(LABEL_NO_SAMPLES)).not.toBeInTheDocument();
  });

  it("says 'No samples available. Please try again.' without samples and cannot save", async () => {
    const { user } = renderModal(
      apiAnswering(() => Promise.resolve({ elevenlabs_voice: null, cartesia_voice: null })),
    );
    await cloneToStep2(user);
    expect(screen.getByText(LABEL_NO_SAMPLES)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_SAVE_VOICE })).toBeDisabled();
  });

  it('saves the chosen sample with the other as fallback, then closes', async () => {
    let saved: () => void = () => undefined;
    const { user, api, onClose, onSaved } = renderModal(
      apiAnswering(
        () => Promise.resolve(BOTH),
        () => new Promise<void>((resolve) => (saved = resolve)),
      ),
    );
    await cloneToStep2(user);
    await user.click(screen.getByRole('radio', { name: LABEL_SAMPLE_B }));
    await user.click(screen.getByRole('button', { name: LABEL_SAVE_VOICE }));

    expect(await screen.findByRole('button', { name: LABEL_SAVING })).toBeDisabled();
    expect(api).toHaveBeenLastCalledWith('/public/voices/voice-ca', {
      method: 'PATCH',
      body: { cloneProvider: 'cartesia', fallbackTtsId: 'el-tts' },
      schema: expect.anything() as unknown,
    });
    // Busy: Escape does not close while saving.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    saved();
    expect(await screen.findByText(MSG_VOICE_SAVED)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith('voice-ca');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to update voice' when the save fails and stays on step 2", async () => {
    const { user, onClose } = renderModal(
      apiAnswering(
        () => Promise.resolve(BOTH),
        () => Promise.reject(new HelperError(500, {})),
      ),
    );
    await cloneToStep2(user);
    await user.click(screen.getByRole('button', { name: LABEL_SAVE_VOICE }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG_FAILED_TO_UPDATE_VOICE);
    expect(screen.getAllByText(MSG_FAILED_TO_UPDATE_VOICE).length).toBeGreaterThan(1); // the toast too
    expect(screen.getByRole('button', { name: LABEL_SAVE_VOICE })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes Back to the form with the sample kept, and Try Again with the sample cleared', async () => {
    const { user } = renderModal();
    await cloneToStep2(user);
    await user.click(screen.getByRole('button', { name: LABEL_BACK }));
    expect(screen.getByText(/me\.wav/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann');

    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));
    await screen.findByRole('heading', { name: LABEL_CHOOSE_SAMPLE });
    await user.click(screen.getByRole('button', { name: LABEL_TRY_AGAIN }));
    expect(screen.queryByText(/me\.wav/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_UPLOAD_CLIP })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann');
  });

  it('discards the unchosen clone on Back, Try Again and closing, never after Save Voice', async () => {
    const { user, api } = renderModal();
    const discards = () =>
      api.mock.calls.filter(
        ([path, init]) => path === '/public/voices/clone/voice-el' && init?.method === 'DELETE',
      ).length;
    await cloneToStep2(user);
    await user.click(screen.getByRole('button', { name: LABEL_BACK }));
    expect(discards()).toBe(1);
    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));
    await screen.findByRole('heading', { name: LABEL_CHOOSE_SAMPLE });
    await user.click(screen.getByRole('button', { name: LABEL_TRY_AGAIN }));
    expect(discards()).toBe(2);
    await user.upload(screen.getByLabelText(LABEL_UPLOAD_CLIP), wav());
    await user.click(screen.getByRole('button', { name: LABEL_CLONE }));
    await screen.findByRole('heading', { name: LABEL_CHOOSE_SAMPLE });
    await user.keyboard('{Escape}');
    expect(discards()).toBe(3);
  });

  it('keeps the chosen clone on Save Voice without discarding it', async () => {
    const { user, api, onSaved } = renderModal();
    await cloneToStep2(user);
    await user.click(screen.getByRole('button', { name: LABEL_SAVE_VOICE }));
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalled();
    });
    const methods = api.mock.calls.map(([, init]) => init?.method);
    expect(methods).not.toContain('DELETE');
  });
});

describe('CloneVoiceModal closing', () => {
  it('closes on Cancel', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: LABEL_CANCEL }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and starts over at step 1 with an empty form 300 ms later', async () => {
    const onClose = vi.fn();
    const host = (
      <Reopenable>
        {(open, close) => (
          <CloneVoiceModal
            open={open}
            onClose={() => {
              onClose();
              close();
            }}
          />
        )}
      </Reopenable>
    );
    const { user } = renderWithProviders(host, {
      services: fakeServices({ api: apiAnswering(() => Promise.resolve(BOTH)) as unknown as ApiFetch }),
    });
    await cloneToStep2(user);

    vi.useFakeTimers();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole('button', { name: REOPEN_LABEL }));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('heading', { name: LABEL_CHOOSE_SAMPLE })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: LABEL_UPLOAD_CLIP })).toBeInTheDocument();
  });
});
