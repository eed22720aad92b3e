import { widgetSchema } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { embedSnippet, WidgetSection, type WidgetSectionProps } from './widget-section';

vi.setConfig({ testTimeout: 30_000 });

const SAVED = widgetSchema.parse({
  id: 'widget_agent-1',
  agentId: 'agent-1',
  allowedOrigins: ['https://shop.example'],
  greeting: 'Hi! How can we help?',
});

function renderSection(overrides: Partial<WidgetSectionProps> = {}) {
  const props: WidgetSectionProps = {
    widget: { status: 'success', data: SAVED },
    widgetId: 'widget_agent-1',
    appOrigin: 'https://app.parley.example',
    readOnlyReason: null,
    onSave: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...renderWithProviders(<WidgetSection {...props} />), props };
}

describe('WidgetSection', () => {
  it('promises no web calls: it says, as the widget does, that they are not available yet', () => {
    renderSection();
    expect(screen.queryByText(/call your agent from your website/i)).not.toBeInTheDocument();
    expect(screen.getByText('Calls from this website are not available yet.')).toBeInTheDocument();
  });

  it('saves allowed origins, colours and greeting', async () => {
    const { user, props } = renderSection();
    const origins = screen.getByRole('textbox', { name: 'Allowed websites' });
    await user.click(origins);
    await user.paste('\nHTTPS://Blog.Shop.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(props.onSave).toHaveBeenCalledWith({
        allowedOrigins: ['https://shop.example', 'https://blog.shop.example'],
        primaryColor: '#1f6feb',
        backgroundColor: '#ffffff',
        greeting: 'Hi! How can we help?',
      });
    });
  });

  it('names the bad origin line and a bad colour, and saves nothing', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('textbox', { name: 'Allowed websites' }));
    await user.paste('\nshop.example/path');
    const colour = screen.getByRole('textbox', { name: 'Button colour' });
    await user.clear(colour);
    await user.paste('blue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Line 2: Use an origin like/)).toBeInTheDocument();
    expect(screen.getByText('Use a colour like #1f6feb')).toBeInTheDocument();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('shows the embed snippet and copies it', async () => {
    const { user } = renderSection();
    const snippet = embedSnippet('https://app.parley.example', 'widget_agent-1');
    expect(screen.getByLabelText('Embed snippet')).toHaveTextContent(snippet);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(snippet);
  });

  it('shows loading and error states, and read-only fields for a VIEWER', () => {
    const loading = renderSection({ widget: { status: 'loading' } });
    expect(screen.getByRole('status', { name: 'Loading the widget' })).toBeInTheDocument();
    loading.unmount();
    const failed = renderSection({ widget: { status: 'error', error: new Error('denied') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the widget: denied');
    failed.unmount();
    renderSection({ readOnlyReason: 'Viewers can only read' });
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
