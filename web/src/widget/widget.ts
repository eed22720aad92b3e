// widget.js, the script a customer's website embeds (built by web/build/widget-script.ts). It runs as a
// classic script, so it finds its own tag through document.currentScript, set while it runs.
import { bootWidget } from './boot-widget';

/** The API's base URL, written in at build time; '' means "the origin widget.js came from". */
declare const __PARLEY_API_BASE__: string;

const script = document.currentScript;
if (script instanceof HTMLScriptElement) void bootWidget(script, __PARLEY_API_BASE__);
