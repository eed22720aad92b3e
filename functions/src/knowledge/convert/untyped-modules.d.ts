// Types for the two modules conversion uses that ship none: the Joplin fork of turndown-plugin-gfm (only what
// html-to-markdown.ts uses).
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export function gfm(service: TurndownService): void;
  export function tables(service: TurndownService): void;
}

// pdf.js's worker module has no types; pdf-to-markdown.ts only hands it back to pdf.js.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
