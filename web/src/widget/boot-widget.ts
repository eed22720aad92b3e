// What widget.js does on a customer's page: find its script tag, fetch the widget's configuration
// and mount the launcher — or log why not and leave the page untouched.
import { fetchWidgetConfig } from './widget-config';
import { mountLauncher } from './widget-launcher';
import { MSG_NO_WIDGET_ID, widgetLoadFailed } from './widget-strings';

/** An async script in <head> can run before <body> exists. */
function bodyReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

/** Set on a script tag once booted, so a snippet pasted twice mounts one launcher. */
const BOOTED_ATTRIBUTE = 'data-parley-booted';

/**
 * Boots the widget of `script` (`<script src=".../widget.js" data-parley-widget="{id}">`). The API is
 * at `apiBase`, or, when that is '' (deployed: Hosting serves the API on the app's origin), at the
 * origin widget.js was loaded from. Resolves the launcher's host element, or null when nothing was
 * mounted (the reason is logged to the console).
 */
export async function bootWidget(
  script: HTMLScriptElement,
  apiBase: string,
  fetcher: typeof fetch = fetch,
): Promise<HTMLElement | null> {
  const widgetId = script.dataset.parleyWidget?.trim() ?? '';
  if (!widgetId) {
    console.error(MSG_NO_WIDGET_ID);
    return null;
  }
  if (script.hasAttribute(BOOTED_ATTRIBUTE)) return null;
  script.setAttribute(BOOTED_ATTRIBUTE, '');
  try {
    const config = await fetchWidgetConfig(apiBase || new URL(script.src).origin, widgetId, fetcher);
    await bodyReady();
    return mountLauncher(config);
  } catch (error) {
    console.error(
      widgetLoadFailed(
        widgetId,
        window.location.origin,
        error instanceof Error ? error.message : String(error),
      ),
    );
    return null;
  }
}
