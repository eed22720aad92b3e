// The widget's launcher and panel, drawn in a shadow root so the host page's CSS can neither break
// nor restyle them: its selectors do not reach inside, `all: initial` stops inherited fonts and
// colours at the boundary, and the host element's own rules are !important, which a shadow root's
// styles win over the page's (a site-wide `div { display: none !important }` included).
import type { WidgetConfig } from '@parley/domain';
import { LABEL_CLOSE, launcherLabel, WEB_CALLS_UNAVAILABLE } from './widget-strings';

/** Marks the element the widget mounts on the host page. */
export const WIDGET_HOST_ATTRIBUTE = 'data-parley-widget-host';

/** Black or white, whichever reads better on `background` (#rgb or #rrggbb), by WCAG luminance. */
export function readableTextOn(background: string): string {
  const hex = background.slice(1);
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05)/(L+0.05), with black (L+0.05)/0.05: equal at L ≈ 0.179.
  return luminance > 0.179 ? '#111111' : '#ffffff';
}

function styles(config: WidgetConfig): string {
  return `
:host { all: initial !important; display: block !important; position: fixed !important;
  right: 20px !important; bottom: 20px !important; z-index: 2147483647 !important;
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.launcher { all: unset; box-sizing: border-box; cursor: pointer; padding: 12px 20px; border-radius: 999px;
  background: ${config.primaryColor}; color: ${readableTextOn(config.primaryColor)};
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25); font-weight: 600; }
.launcher:focus-visible, .close:focus-visible { outline: 3px solid ${config.primaryColor}; outline-offset: 3px; }
.panel { box-sizing: border-box; width: min(320px, calc(100vw - 40px)); margin-bottom: 12px; padding: 16px;
  border-radius: 12px; background: ${config.backgroundColor}; color: ${readableTextOn(config.backgroundColor)};
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.3); position: relative; }
.panel[hidden] { display: none; }
.title { margin: 0 28px 8px 0; font-weight: 600; }
.greeting, .note { margin: 0 0 8px; }
.note { opacity: 0.75; font-size: 13px; margin: 0; }
.close { all: unset; cursor: pointer; position: absolute; top: 10px; right: 12px; font-size: 20px;
  line-height: 1; padding: 2px 6px; border-radius: 6px; }
`;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  // textContent, never HTML: the greeting and the agent's name are user-written text.
  node.textContent = text;
  return node;
}

/**
 * Mounts the launcher on `document.body`: a button in the widget's colours that opens a panel with
 * the agent's name and greeting (Escape or Close closes it, focus returning to the button). Returns
 * the host element.
 */
export function mountLauncher(config: WidgetConfig): HTMLElement {
  const host = element('div', { [WIDGET_HOST_ATTRIBUTE]: config.widgetId });
  const root = host.attachShadow({ mode: 'open' });
  const panel = element('div', {
    id: 'panel',
    class: 'panel',
    role: 'dialog',
    'aria-label': config.agentName,
    hidden: '',
  });
  const close = element('button', { type: 'button', class: 'close', 'aria-label': LABEL_CLOSE }, '×');
  panel.append(
    element('p', { class: 'title' }, config.agentName),
    ...(config.greeting.trim() ? [element('p', { class: 'greeting' }, config.greeting)] : []),
    element('p', { class: 'note' }, WEB_CALLS_UNAVAILABLE),
    close,
  );
  const launcher = element(
    'button',
    { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': 'panel' },
    launcherLabel(config.agentName),
  );
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    (open ? close : launcher).focus();
  };
  launcher.addEventListener('click', () => {
    setOpen(panel.hasAttribute('hidden'));
  });
  close.addEventListener('click', () => {
    setOpen(false);
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  root.append(element('style', {}, styles(config)), panel, launcher);
  document.body.append(host);
  return host;
}
