import { widgetConfigSchema, type WidgetConfig } from '@parley/domain';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bootWidget } from './boot-widget';
import { readableTextOn, WIDGET_HOST_ATTRIBUTE } from './widget-launcher';
import { launcherLabel, MSG_NO_WIDGET_ID, WEB_CALLS_UNAVAILABLE } from './widget-strings';

const CONFIG: WidgetConfig = {
  widgetId: 'widget_agent-1',
  agentName: 'Bike desk',
  primaryColor: '#ff5500',
  backgroundColor: '#101820',
  greeting: 'Hi! Ask me about <b>bikes</b>.',
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

function snippet(widgetId = 'widget_agent-1'): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://app.parley.example/widget.js';
  script.dataset.parleyWidget = widgetId;
  document.body.append(script);
  return script;
}

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() => Promise.resolve(Response.json(body, { status })));

const shadowOf = (host: HTMLElement | null) => {
  const root = host?.shadowRoot;
  if (!root) throw new Error('No launcher was mounted');
  return within(root as unknown as HTMLElement);
};

describe('widget.js', () => {
  it('fetches its configuration from the origin it was loaded from, without cookies', async () => {
    const fetcher = answering(200, CONFIG);
    await bootWidget(snippet(), '', fetcher);
    expect(fetcher).toHaveBeenCalledWith('https://app.parley.example/widget/widget_agent-1', {
      credentials: 'omit',
    });
  });

  it('uses the API base written in at build time when there is one', async () => {
    const fetcher = answering(200, CONFIG);
    await bootWidget(snippet(), 'http://127.0.0.1:5001/demo-parley/us-central1/api', fetcher);
    expect(fetcher.mock.calls[0]?.[0]).toBe(
      'http://127.0.0.1:5001/demo-parley/us-central1/api/widget/widget_agent-1',
    );
  });

  it('mounts a launcher button named for the agent, in a shadow root, in the configured colours', async () => {
    const host = await bootWidget(snippet(), '', answering(200, CONFIG));
    expect(host?.getAttribute(WIDGET_HOST_ATTRIBUTE)).toBe('widget_agent-1');
    expect(document.body.contains(host)).toBe(true);
    const launcher = shadowOf(host).getByRole('button', { name: launcherLabel('Bike desk') });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // The page's own queries do not reach inside: its CSS and scripts see only the host element.
    expect(document.querySelector('button')).toBeNull();
    const css = host?.shadowRoot?.querySelector('style')?.textContent ?? '';
    expect(css).toContain('background: #ff5500');
    expect(css).toContain('background: #101820');
    expect(css).toContain(':host { all: initial !important; display: block !important;');
  });

  it('opens a panel with the greeting as text, and closes it with Close or Escape', async () => {
    const host = await bootWidget(snippet(), '', answering(200, CONFIG));
    const shadow = shadowOf(host);
    const launcher = shadow.getByRole('button', { name: launcherLabel('Bike desk') });
    // jsdom does not recompute styles inside a shadow root after a change, so the panel is found
    // hidden or not, and its `hidden` state and label are asserted directly.
    const panel = shadow.getByRole('dialog', { hidden: true });
    expect(panel).toHaveAttribute('hidden');
    expect(panel).toHaveAttribute('aria-label', 'Bike desk');

    fireEvent.click(launcher);
    expect(panel).not.toHaveAttribute('hidden');
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(CONFIG.greeting)).toBeInTheDocument();
    expect(panel.querySelector('b')).toBeNull();
    expect(within(panel).getByText(WEB_CALLS_UNAVAILABLE)).toBeInTheDocument();
    const close = within(panel).getByRole('button', { name: 'Close', hidden: true });
    expect(host?.shadowRoot?.activeElement).toBe(close);

    fireEvent.click(close);
    expect(panel).toHaveAttribute('hidden');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(host?.shadowRoot?.activeElement).toBe(launcher);

    fireEvent.click(launcher);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(panel).toHaveAttribute('hidden');
  });

  it('mounts nothing and says why in the console when the site is not allowed (the fetch fails)', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await bootWidget(snippet(), '', fetcher)).toBeNull();
    expect(document.querySelector(`[${WIDGET_HOST_ATTRIBUTE}]`)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('widget "widget_agent-1" could not be loaded'),
    );
    expect(consoleError.mock.calls[0]?.[0]).toContain('Failed to fetch');
  });

  it('mounts nothing for an error answer or a configuration of the wrong shape', async () => {
    expect(await bootWidget(snippet(), '', answering(404, { message: 'Widget not found' }))).toBeNull();
    const injected = { ...CONFIG, primaryColor: 'red; background: url(https://evil.example)' };
    expect(await bootWidget(snippet(), '', answering(200, injected))).toBeNull();
    expect(await bootWidget(snippet(), '', answering(200, { ...CONFIG, agentName: 42 }))).toBeNull();
    expect(document.querySelector(`[${WIDGET_HOST_ATTRIBUTE}]`)).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(3);
  });

  it('fetches nothing without a widget id', async () => {
    const fetcher = answering(200, CONFIG);
    expect(await bootWidget(snippet(' '), '', fetcher)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(MSG_NO_WIDGET_ID);
  });

  it('mounts one launcher when the same tag is booted twice', async () => {
    const script = snippet();
    await bootWidget(script, '', answering(200, CONFIG));
    await bootWidget(script, '', answering(200, CONFIG));
    expect(document.querySelectorAll(`[${WIDGET_HOST_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it('reads what the route answers (the domain schema) and only that', () => {
    expect(widgetConfigSchema.parse(CONFIG)).toEqual(CONFIG);
  });

  it('writes in black or white, whichever reads on the colour', () => {
    expect(readableTextOn('#101820')).toBe('#ffffff');
    expect(readableTextOn('#1f6feb')).toBe('#ffffff');
    expect(readableTextOn('#ffffff')).toBe('#111111');
    expect(readableTextOn('#ff0')).toBe('#111111');
  });
});
