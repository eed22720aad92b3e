import {
  API_ROUTES,
  MSG_OWNER_OR_ADMIN_ONLY,
  POST_CALL_SIGNATURE_HEADER,
  type PostCallSigningSecretResponse,
} from '@parley/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { makeCurrentOrg, makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { PostCallWebhooksForm } from './post-call-webhooks-form';

// The organisation's credentials as read live (t_org_secrets): a tiny store a test changes, as a
// rotation in another tab would.
const credentials = vi.hoisted(() => {
  let rotatedAt: number | null = null;
  const listeners = new Set<() => void>();
  return {
    snapshot: () => rotatedAt,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rotatedElsewhere: (at: number) => {
      rotatedAt = at;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('../../../lib/use-org-secrets', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useOrgSecrets: (orgId: string) => {
      const postCallSecretRotatedAt = useSyncExternalStore(credentials.subscribe, credentials.snapshot);
      return {
        status: 'success',
        data: { orgId, inviteToken: null, apiKeys: [], postCallSecretRotatedAt },
      };
    },
  };
});

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const ORG_ID = 'org-acme';
const answer = (secret: string, extra: Partial<PostCallSigningSecretResponse> = {}) => ({
  orgId: ORG_ID,
  secret,
  rotatedAt: null,
  previousSignsUntil: null,
  ...extra,
});

function renderForm(options: { api?: ApiFetch; role?: 'owner' | 'admin' | 'member'; urls?: string } = {}) {
  const onSave = vi.fn(() => Promise.resolve(true));
  const org = makeOrg({
    id: ORG_ID,
    ownerUid: options.role === 'owner' || !options.role ? 'user-ann' : 'user-bob',
    adminUids: options.role === 'admin' ? ['user-ann'] : [],
    memberUids: ['user-ann', 'user-bob'],
  });
  const view = renderWithProviders(
    <PostCallWebhooksForm orgId={ORG_ID} values={{ urls: options.urls ?? '' }} onSave={onSave} />,
    { currentOrg: makeCurrentOrg(org), services: fakeServices(options.api ? { api: options.api } : {}) },
  );
  return { ...view, onSave };
}

describe('PostCallWebhooksForm', () => {
  it('saves the URLs one a line, trimmed and without repeats', async () => {
    const { user, onSave } = renderForm({ urls: 'https://old.example/hook' });
    const field = screen.getByRole('textbox', { name: /Webhook URLs/ });
    await user.clear(field);
    await user.paste(' https://crm.example/calls \n\nhttps://crm.example/calls');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(
        { urls: 'https://old.example/hook' },
        { urls: 'https://crm.example/calls' },
      );
    });
  });

  it('names a line that is not an http(s) URL and saves nothing', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('textbox', { name: /Webhook URLs/ }));
    await user.paste('https://ok.example\nftp://x.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“ftp://x.example” is not an http(s) URL.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the owner the secret on request, with how to verify a delivery, and hides it again', async () => {
    const api = vi.fn(() => Promise.resolve(answer('a'.repeat(64)))) as unknown as ApiFetch;
    const { user } = renderForm({ api });
    expect(
      screen.getByText(new RegExp(`${POST_CALL_SIGNATURE_HEADER}: t=<unix seconds>,v1=`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/HMAC-SHA256/)).toBeInTheDocument();
    const secretField = screen.getByRole('textbox', { name: 'Signing secret' });
    expect(secretField).toHaveValue('Hidden');
    expect(api).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    await vi.waitFor(() => {
      expect(secretField).toHaveValue('a'.repeat(64));
    });
    expect(api).toHaveBeenCalledWith(
      API_ROUTES.revealPostCallSigningSecret.path,
      expect.objectContaining({ method: 'POST', body: { orgId: ORG_ID } }),
    );

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(secretField).toHaveValue('Hidden');
  });

  it('rotates the secret only once confirmed, and says until when the old one still signs', async () => {
    const until = Date.UTC(2026, 10, 26, 9);
    const api = vi.fn(() =>
      Promise.resolve(answer('b'.repeat(64), { rotatedAt: until - 86_400_000, previousSignsUntil: until })),
    ) as unknown as ApiFetch;
    const { user } = renderForm({ api, role: 'admin' });

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Signing secret' })).toHaveValue('b'.repeat(64));
    });
    expect(api).toHaveBeenCalledWith(
      API_ROUTES.rotatePostCallSigningSecret.path,
      expect.objectContaining({ body: { orgId: ORG_ID } }),
    );
    expect(screen.getByText(/The previous secret also signs deliveries until/)).toBeInTheDocument();
    expect(await screen.findByText('Signing secret rotated')).toBeInTheDocument();
  });

  it('hides a revealed secret once it is rotated elsewhere, and reveals the new one on request', async () => {
    const earlier = Date.UTC(2026, 10, 24, 9);
    const later = earlier + 60_000;
    credentials.rotatedElsewhere(earlier);
    const api = vi
      .fn()
      .mockResolvedValueOnce(answer('c'.repeat(64), { rotatedAt: earlier }))
      .mockResolvedValueOnce(answer('d'.repeat(64), { rotatedAt: later })) as unknown as ApiFetch;
    const { user } = renderForm({ api });
    const secretField = screen.getByRole('textbox', { name: 'Signing secret' });
    await user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    await vi.waitFor(() => {
      expect(secretField).toHaveValue('c'.repeat(64));
    });

    act(() => {
      credentials.rotatedElsewhere(later);
    });
    expect(secretField).toHaveValue('Hidden');
    await user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    await vi.waitFor(() => {
      expect(secretField).toHaveValue('d'.repeat(64));
    });
  });

  it('says why the secret could not be shown', async () => {
    const api = vi.fn(() => Promise.reject(new Error(MSG_OWNER_OR_ADMIN_ONLY))) as unknown as ApiFetch;
    const { user } = renderForm({ api });
    await user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(await screen.findByText(new RegExp(MSG_OWNER_OR_ADMIN_ONLY))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Signing secret' })).toHaveValue('Hidden');
  });

  it('shows a plain member the URLs but not the secret', () => {
    renderForm({ role: 'member' });
    expect(screen.getByRole('textbox', { name: /Webhook URLs/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal secret' })).not.toBeInTheDocument();
    expect(screen.queryByText(/HMAC-SHA256/)).not.toBeInTheDocument();
  });
});
