import { MSG_DELETE_AGENT_FORBIDDEN, agentSchema, type Role } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallableInvoker } from '../../../lib/callables';
import { makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { useDeleteAgentFlow } from './use-delete-agent-flow';

vi.setConfig({ testTimeout: 20_000 });

const agent = agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Front desk' });
const org = makeOrg({
  ownerUid: 'user-ann',
  adminUids: ['user-ada'],
  memberUids: ['user-ann', 'user-ada', 'user-bob'],
});

function Harness({ uid, role }: { uid: string; role: Role }) {
  const remove = useDeleteAgentFlow({ user: { uid, role }, org });
  return (
    <button type="button" onClick={() => void remove(agent)}>
      Delete it
    </button>
  );
}

function setup(uid: string, role: Role = 'USER', call?: CallableInvoker) {
  const services = fakeServices(call ? { call } : {});
  return { ...renderWithProviders(<Harness uid={uid} role={role} />, { services }), services };
}

describe('useDeleteAgentFlow', () => {
  it('refuses a plain member with the spec message, without asking or calling', async () => {
    const { user, services } = setup('user-bob');
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELETE_AGENT_FORBIDDEN);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(services.call).not.toHaveBeenCalled();
  });

  it('asks an admin to confirm, then calls deleteAgent', async () => {
    const { user, services } = setup('user-ada');
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Front desk?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => {
      expect(services.call).toHaveBeenCalledWith(expect.objectContaining({ name: 'deleteAgent' }), {
        agentId: 'a1',
      });
    });
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { user, services } = setup('user-ann');
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(services.call).not.toHaveBeenCalled();
  });

  it('shows the spec message when the server refuses', async () => {
    const refused = Object.assign(new Error('denied'), { code: 'functions/permission-denied' });
    const call = vi.fn(() => Promise.reject(refused)) as unknown as CallableInvoker;
    const { user } = setup('user-x', 'ADMIN', call);
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELETE_AGENT_FORBIDDEN);
  });
});
