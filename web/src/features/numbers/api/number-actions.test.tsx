import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { useNumberAction, type NumberAction } from './number-actions';

function Probe({ action }: { action: NumberAction }) {
  const run = useNumberAction('agent-1');
  return (
    <button type="button" onClick={() => void run.mutateAsync(action)}>
      {run.status}
    </button>
  );
}

async function runAction(action: NumberAction) {
  const api = vi.fn((path: string) =>
    Promise.resolve(path.endsWith('connect-account') ? { accountId: 'cred-9', numbers: [] } : undefined),
  );
  const { user } = renderWithProviders(<Probe action={action} />, {
    services: fakeServices({ api: api as unknown as ApiFetch }),
  });
  await user.click(screen.getByRole('button'));
  await screen.findByRole('button', { name: /success|error/ });
  return api.mock.calls as unknown as [string, { method: string; body: unknown }][];
}

describe('useNumberAction', () => {
  it('exchanges a Vonage key and secret for a credential id before importing', async () => {
    const calls = await runAction({
      kind: 'import',
      request: {
        agentId: 'agent-1',
        provider: 'vonage',
        countryCode: 'GB',
        phoneNumber: '+442071234567',
        isSecondary: true,
        vonage: { orgId: 'org-acme', apiKey: 'key', apiSecret: 'secret' },
      },
    });
    expect(calls.map(([path, options]) => [path, options.body])).toEqual([
      ['/phone-numbers/vonage/connect-account', { orgId: 'org-acme', apiKey: 'key', apiSecret: 'secret' }],
      [
        '/phone-numbers/import-number',
        {
          agentId: 'agent-1',
          provider: 'vonage',
          countryCode: 'GB',
          phoneNumber: '+442071234567',
          isSecondary: true,
          vonageCredentialId: 'cred-9',
        },
      ],
    ]);
  });

  it('deletes a secondary number by its endpoint', async () => {
    const calls = await runAction({
      kind: 'delete',
      request: { agentId: 'agent-1', endpoint: '+12125550102', isSecondary: true },
    });
    expect(calls).toEqual([
      [
        '/phone-numbers/delete-number',
        { method: 'POST', body: { agentId: 'agent-1', endpoint: '+12125550102', isSecondary: true } },
      ],
    ]);
  });
});
