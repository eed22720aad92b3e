// Every word the embeddable widget shows or logs on a customer's website (widget.js).

export const launcherLabel = (agentName: string) => `Talk to ${agentName}`;
export const LABEL_CLOSE = 'Close';
/** The engine has no web-call API yet (docs/knowledge-base.md#the-web-widget): the panel says so. */
export const WEB_CALLS_UNAVAILABLE = 'Calls from this website are not available yet.';

export const LOG_PREFIX = 'Parley widget:';
export const MSG_NO_WIDGET_ID = `${LOG_PREFIX} the script tag has no data-parley-widget id.`;
export const widgetLoadFailed = (widgetId: string, origin: string, cause: string) =>
  `${LOG_PREFIX} widget "${widgetId}" could not be loaded on ${origin} (${cause}). ` +
  "Check that this origin is one of the widget's Allowed websites in the agent's Knowledge tab.";
