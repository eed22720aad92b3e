import {
  HelperError,
  MSG_VIEWER_READ_ONLY,
  addFavouriteLabel,
  agentSchema,
  userSchema,
  type Voice,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import type { CallableInvoker } from '../../../lib/callables';
import type { CurrentOrgValue } from '../../../lib/current-org';
import { makeCurrentOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { makeVoice } from '../../../testing/voice-factories';
import type { VoiceLibraryState } from '../api/use-voice-library';
import { fillAddVoiceForm } from '../testing/voice-test-kit';
import { AgentVoicePanel } from './agent-voice-panel';

vi.setConfig({ testTimeout: 60_000 });

const scarlett = makeVoice({ name: 'Scarlett', addedCount: 3, isMultiLingualSupport: true });
const oliver = makeVoice({ name: 'Oliver', gender: 'male', addedCount: 9 });
let libraryState: VoiceLibraryState = { status: 'ready', voices: [scarlett, oliver] };

// The library's data layer reads Firestore; these tests hand the panel a fixed list instead.
vi.mock('../api/use-voice-library', () => ({ useVoiceLibrary: () => libraryState }));

const agent = agentSchema.parse({
  id: 'agent-1',
  uid: 'user-ann',
  orgId: 'org-acme',
  name: 'Front desk',
  selectedVoiceId: scarlett.id,
  enableMultiLingual: false,
});
const profile = userSchema.pick({ myVoiceIds: true, enableBetaVoices: true }).parse({});

function renderPanel(
  overrides: { api?: ApiFetch; call?: CallableInvoker } = {},
  currentOrg: CurrentOrgValue = makeCurrentOrg(),
) {
  const services = fakeServices(overrides);
  const view = renderWithProviders(<AgentVoicePanel agent={agent} profile={profile} />, {
    services,
    currentOrg,
  });
  return { ...view, services };
}

async function openLibrary(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(screen.getByRole('button', { name: 'Choose voice' }));
  // The library is a lazy chunk; its first import in a test run can take a few seconds.
  return screen.findByRole('dialog', { name: 'Choose a voice' }, { timeout: 15_000 });
}

const rowOf = (voice: Voice) => {
  const table = screen.getByRole('table', { name: 'Explore All Voices' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === voice.name);
  if (!row) throw new Error(`No row for ${voice.name}`);
  return row;
};

beforeEach(() => {
  libraryState = { status: 'ready', voices: [scarlett, oliver] };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AgentVoicePanel', () => {
  it('turns the favourite hearts off for a VIEWER, who reads only', async () => {
    const { user } = renderPanel({}, makeCurrentOrg(undefined, { changeRefusal: MSG_VIEWER_READ_ONLY }));
    await openLibrary(user);
    const heart = within(rowOf(oliver)).getByRole('button', { name: addFavouriteLabel('Oliver') });
    expect(heart).toBeDisabled();
  });

  it('lets an editor favourite a voice', async () => {
    const { user } = renderPanel();
    await openLibrary(user);
    expect(within(rowOf(oliver)).getByRole('button', { name: addFavouriteLabel('Oliver') })).toBeEnabled();
  });

  it("shows the agent's voice, progress while the library loads, and its error", () => {
    const { unmount } = renderPanel();
    expect(screen.getByText('Scarlett')).toBeInTheDocument();
    unmount();
    libraryState = { status: 'loading', voices: [] };
    const loading = renderPanel();
    expect(screen.getByRole('status', { name: 'Loading voices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose voice' })).toBeDisabled();
    loading.unmount();
    libraryState = { status: 'error', voices: [], error: new Error('Missing or insufficient permissions.') };
    renderPanel();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');
  });

  it("saves the voice chosen in the library when it closes, with 'Agent updated.'", async () => {
    const { user, services } = renderPanel();
    await openLibrary(user);
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Select Oliver' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Agent updated.')).toBeInTheDocument();
    expect(services.call).toHaveBeenCalledWith(expect.objectContaining({ name: 'updateAgentVoice' }), {
      agentId: 'agent-1',
      selectedVoiceId: oliver.id,
    });
  });

  it('closing without a change writes nothing', async () => {
    const { user, services } = renderPanel();
    await openLibrary(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Choose a voice' })).not.toBeInTheDocument();
    });
    expect(services.call).not.toHaveBeenCalled();
  });

  it("words a failed agent update as the spec's request problem", async () => {
    const call = vi.fn(() => Promise.reject(new Error('permission denied'))) as unknown as CallableInvoker;
    const { user } = renderPanel({ call });
    await openLibrary(user);
    await user.click(within(rowOf(oliver)).getByRole('button', { name: 'Select Oliver' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Uh oh! Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText('There was a problem with your request: permission denied')).toBeInTheDocument();
  });

  it("saves voice settings with 'Voice Settings Updated', or the settings problem text", async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({ ok: true })
      .mockRejectedValueOnce(new Error('offline')) as unknown as CallableInvoker;
    const { user } = renderPanel({ call });
    await user.click(screen.getByRole('button', { name: 'Customize Voice' }));
    const panel = await screen.findByRole('dialog', { name: 'Customize Voice' }, { timeout: 15_000 });
    await user.click(within(panel).getByRole('switch', { name: 'Multi-Lingual Support' }));
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Voice Settings Updated')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'updateAgentVoice' }), {
      agentId: 'agent-1',
      enableMultiLingual: true,
      voiceEngineSettings: { ...agent.voiceEngineSettings, voiceSpeed: 1 },
    });
    await user.click(within(panel).getByRole('switch', { name: 'Multi-Lingual Support' }));
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('There was a problem saving your settings: offline')).toBeInTheDocument();
  });

  async function addVoice(user: ReturnType<typeof renderPanel>['user']) {
    await openLibrary(user);
    await user.click(screen.getByRole('button', { name: 'Add Voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a voice' });
    await fillAddVoiceForm(user, dialog, { id: 'el-1', language: 'English' });
  }

  it("adds a voice by provider id and makes it the agent's voice", async () => {
    const api = vi.fn(() =>
      Promise.resolve({ id: 'voice-new', name: 'New', ttsId: 'el-1', provider: '11labs' }),
    ) as unknown as ApiFetch;
    const { user, services } = renderPanel({ api });
    await addVoice(user);
    expect(await screen.findByText('Voice added successfully!')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/public/voices/add-by-provider',
      expect.objectContaining({ method: 'POST', body: { provider: '11labs', id: 'el-1', language: 'en' } }),
    );
    expect(services.call).toHaveBeenCalledWith(expect.objectContaining({ name: 'updateAgentVoice' }), {
      agentId: 'agent-1',
      selectedVoiceId: 'voice-new',
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a voice' })).not.toBeInTheDocument();
    });
  });

  it("shows the provider's detail when adding fails, else 'Failed to add voice (status)'", async () => {
    const api = vi
      .fn()
      .mockRejectedValueOnce(new HelperError(422, { detail: 'Voice el-1 does not exist' }))
      .mockRejectedValueOnce(new HelperError(502, {})) as unknown as ApiFetch;
    const { user } = renderPanel({ api });
    await addVoice(user);
    expect(await screen.findByText('Failed to add voice')).toBeInTheDocument();
    expect(screen.getByText('Voice el-1 does not exist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Voice' }));
    expect(await screen.findByText('Failed to add voice (502)')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a voice' })).toBeInTheDocument();
  });
});
