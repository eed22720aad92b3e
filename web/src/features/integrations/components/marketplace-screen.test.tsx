import {
  API_ROUTES,
  customActionSchema,
  customIntegrationSchema,
  HelperError,
  LABEL_CANCEL,
  MSG_VIEWER_READ_ONLY,
  type CustomAction,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { MarketplaceScreen, type MarketplaceScreenProps } from './marketplace-screen';

vi.setConfig({ testTimeout: 60_000 });

const zendesk = customIntegrationSchema.parse({
  id: 'zendesk',
  name: 'Zendesk',
  description: 'Help desk tickets',
  category: 'Helpdesk',
});
const calendly = customIntegrationSchema.parse({
  id: 'calendly',
  name: 'Calendly',
  description: 'Meetings',
  category: 'Scheduling',
});
const action = (overrides: Partial<CustomAction>): CustomAction =>
  customActionSchema.parse({
    id: 'a',
    name: 'Action',
    integrationId: 'zendesk',
    ownerUid: 'user-ann',
    ...overrides,
  });
const myDraft = action({
  id: 'draft',
  name: 'Create ticket',
  request: { method: 'POST', url: 'https://api.example.com/tickets/{{ticket_id}}', headers: {}, body: '' },
  reviewNote: 'Add an output schema',
});
const published = action({
  id: 'pub',
  name: 'Book a meeting',
  integrationId: 'calendly',
  ownerUid: 'bob',
  status: 'published',
});

function renderScreen(overrides: Partial<MarketplaceScreenProps> = {}, api?: ApiFetch) {
  const props: MarketplaceScreenProps = {
    integrations: [calendly, zendesk],
    actions: [published, myDraft],
    agents: [{ id: 'agent-1', name: 'Front desk' }],
    uid: 'user-ann',
    readOnlyReason: null,
    ...overrides,
  };
  const services = fakeServices(api ? { api } : {});
  return { ...renderWithProviders(<MarketplaceScreen {...props} />, { services }), services };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('MarketplaceScreen', () => {
  it('shows each integration with its actions, and searches and filters by category', async () => {
    const { user } = renderScreen();
    expect(within(card('Zendesk')).getByRole('heading', { name: 'Create ticket' })).toBeInTheDocument();
    expect(within(card('Zendesk')).getByText('Draft')).toBeInTheDocument();
    expect(
      within(card('Zendesk')).getByText('Sent back by review: Add an output schema'),
    ).toBeInTheDocument();
    expect(within(card('Calendly')).getByText('Published')).toBeInTheDocument();
    // Only the owner's draft can be edited or submitted.
    expect(
      within(card('Calendly')).queryByRole('button', { name: 'Submit for review' }),
    ).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search integrations and actions' }), 'meeting');
    expect(screen.queryByRole('region', { name: 'Zendesk' })).not.toBeInTheDocument();
    expect(card('Calendly')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search integrations and actions' }));

    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(screen.getByRole('option', { name: 'Helpdesk' }));
    expect(screen.queryByRole('region', { name: 'Calendly' })).not.toBeInTheDocument();
    expect(card('Zendesk')).toBeInTheDocument();
  });

  it('shows the empty states', () => {
    renderScreen({ integrations: [], actions: [] });
    expect(screen.getByText(/No integrations yet/)).toBeInTheDocument();
  });

  it('creates a custom action as a draft through the save route, refusing bad schemas first', async () => {
    const api = vi.fn(() => Promise.resolve({ actionId: 'new', status: 'draft' })) as unknown as ApiFetch;
    const { user } = renderScreen({}, api);
    await user.click(screen.getByRole('button', { name: 'New custom action' }));
    const dialog = screen.getByRole('dialog', { name: 'New custom action' });
    // Pasted, not typed: a keystroke at a time through this many fields is slow and tests nothing more.
    const fill = async (name: RegExp, text: string) => {
      const field = within(dialog).getByRole('textbox', { name });
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await fill(/^Name/, 'Look up order');
    await fill(/^URL/, 'https://shop.example.com/orders/{{order_id}}');
    await fill(/^Headers/, 'X-Api-Key: {{key}}');
    await fill(/^Input JSON schema/, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a JSON object')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await fill(/^Input JSON schema/, '{}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Custom action saved as a draft.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      API_ROUTES.saveCustomAction.path,
      expect.objectContaining({
        body: expect.objectContaining({
          name: 'Look up order',
          integrationId: 'calendly',
          request: {
            method: 'POST',
            url: 'https://shop.example.com/orders/{{order_id}}',
            headers: { 'X-Api-Key': '{{key}}' },
            body: '',
          },
          inputSchema: '{}',
        }) as unknown,
      }),
    );
  });

  it('submits the owner’s draft for review', async () => {
    const api = vi.fn(() =>
      Promise.resolve({ actionId: 'draft', status: 'pending_review' }),
    ) as unknown as ApiFetch;
    const { user } = renderScreen({}, api);
    await user.click(within(card('Zendesk')).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/Submitted for review/)).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/integrations/custom-actions/draft/submit', expect.anything());
  });

  it('tests an action with a value for each variable and shows the guard’s refusal', async () => {
    const api = vi.fn((path: string) =>
      path === API_ROUTES.getCustomerToken.path
        ? Promise.resolve({
            token: 'pct1.x.y',
            agentId: 'agent-1',
            orgId: 'org-1',
            expiresAt: Date.now() + 60_000,
          })
        : Promise.reject(
            new HelperError(400, {
              message: 'Failed to send request',
              detail: 'Requests to 127.0.0.1 are not allowed',
            }),
          ),
    ) as unknown as ApiFetch;
    const { user } = renderScreen({}, api);
    await user.click(within(card('Zendesk')).getByRole('button', { name: 'Test this action' }));
    const dialog = screen.getByRole('dialog', { name: 'Test this action: Create ticket' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ticket_id' }), '42');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to send request: Requests to 127.0.0.1 are not allowed',
    );
    expect(api).toHaveBeenCalledWith(
      API_ROUTES.sendRequest.path,
      expect.objectContaining({
        body: expect.objectContaining({
          url: 'https://api.example.com/tickets/42',
          requestMethod: 'POST',
        }) as unknown,
      }),
    );
  });

  it('replaces a refusal with the next answer, and a reopened test dialog shows neither', async () => {
    let sends = 0;
    const api = vi.fn((path: string) => {
      if (path === API_ROUTES.getCustomerToken.path)
        return Promise.resolve({ token: 'pct1.x.y', agentId: 'agent-1', orgId: 'org-1', expiresAt: 0 });
      sends += 1;
      return sends === 1
        ? Promise.reject(new HelperError(400, { message: 'Failed to send request', detail: 'Timed out' }))
        : Promise.resolve({
            url: 'https://api.example.com/tickets/42',
            status: 201,
            statusText: 'Created',
            headers: {},
            body: '{}',
            bodyEncoding: 'utf8',
            truncated: false,
            redirects: [],
            timing: { firstByteMs: 5, totalMs: 6 },
          });
    }) as unknown as ApiFetch;
    const { user } = renderScreen({}, api);
    const open = async () => {
      await user.click(within(card('Zendesk')).getByRole('button', { name: 'Test this action' }));
      return screen.getByRole('dialog', { name: 'Test this action: Create ticket' });
    };
    let dialog = await open();
    await user.type(within(dialog).getByRole('textbox', { name: 'ticket_id' }), '42');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send request: Timed out');

    // Sent again: the answer takes the refusal's place.
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('201 Created')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Closed and opened again: a fresh test, nothing of the last one.
    await user.click(within(dialog).getByRole('button', { name: LABEL_CANCEL }));
    dialog = await open();
    expect(within(dialog).queryByText('201 Created')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requests an integration for the agent, with a request id', async () => {
    const api = vi.fn(() => Promise.resolve({ requestId: 'r', noticeSent: true })) as unknown as ApiFetch;
    const { user } = renderScreen({}, api);
    await user.click(screen.getByRole('button', { name: 'Request an integration' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an integration' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Integration you need/ }), 'Cliniko');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^What should your agent do/ }),
      'Book visits',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request an integration' }));
    expect(await screen.findByText(/Your integration request was sent/)).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      API_ROUTES.requestIntegration.path,
      expect.objectContaining({
        body: expect.objectContaining({
          agentId: 'agent-1',
          integration: 'Cliniko',
          useCase: 'Book visits',
          requestId: expect.any(String) as unknown,
        }) as unknown,
      }),
    );
  });

  it('disables every change for a VIEWER and says why', () => {
    renderScreen({ readOnlyReason: MSG_VIEWER_READ_ONLY });
    expect(screen.getByText(MSG_VIEWER_READ_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New custom action' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request an integration' })).toBeDisabled();
    expect(within(card('Zendesk')).getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });
});
