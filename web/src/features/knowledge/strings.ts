// The Knowledge tab's own wording (the spec fixes only 'Website limit reached', in @parley/domain).

export const LABEL_KNOWLEDGE = 'Knowledge';
export const KNOWLEDGE_HEADING = 'Knowledge base';

// ---- documents ---------------------------------------------------------------------------------
export const DOCUMENTS_HEADING = 'Documents';
export const LABEL_UPLOAD_FILE = 'Upload file';
export const LABEL_WRITE_DOCUMENT = 'Write a document';
export const DOCUMENTS_LOADING = 'Loading documents';
export const DOCUMENTS_EMPTY =
  'No documents yet. Upload a PDF, Word, HTML, Markdown or text file, or write one.';
export const documentsLoadFailed = (cause: string) => `Could not load documents: ${cause}`;
export const UPLOAD_HINT = 'PDF, DOCX, HTML, Markdown or TXT, up to 25 MB.';
export const uploadingLabel = (fileName: string) => `Uploading ${fileName}`;
export const STATUS_PROCESSING = 'Processing';
export const STATUS_READY = 'Ready';
export const STATUS_FAILED = 'Failed';
export const chunkCountLabel = (count: number) => `${count} passage${count === 1 ? '' : 's'}`;
export const LABEL_ACTIVE = 'Active';
export const LABEL_RENAME = 'Rename';
export const LABEL_EDIT_MARKDOWN = 'Edit Markdown';
export const LABEL_DOWNLOAD = 'Download';
export const LABEL_MARKDOWN = 'Markdown';
export const LABEL_SAVING = 'Saving…';
export const LABEL_ADDING = 'Adding…';
export const actionsFor = (name: string) => `Actions for ${name}`;
export const activeToggleLabel = (name: string) => `Use ${name} in answers`;
export const deleteDocumentTitle = (name: string) => `Delete ${name}?`;
export const DELETE_DOCUMENT_BODY = 'Its file and passages are removed; the agent no longer uses it.';
export const MSG_DOCUMENT_ADDED = 'Document added';
export const MSG_DOCUMENT_SAVED = 'Document saved';
export const MSG_DOCUMENT_DELETED = 'Document deleted';
/** A document or website removed from a draft while the live agent still uses it (until publish). */
export const MSG_REMOVED_FROM_DRAFT = 'Removed from this draft';
export const MSG_FILE_TYPE_MISMATCH = 'The file’s type does not match its extension.';

// ---- websites ----------------------------------------------------------------------------------
export const WEBSITES_HEADING = 'Websites';
export const LABEL_ADD_WEBSITE = 'Add website';
export const WEBSITES_LOADING = 'Loading websites';
export const WEBSITES_EMPTY = 'No websites yet. Add one and its pages are crawled into the knowledge base.';
export const websitesLoadFailed = (cause: string) => `Could not load websites: ${cause}`;
export const LABEL_URL = 'Website URL';
export const LABEL_PAGE_LIMIT = 'Page limit';
export const LABEL_MAX_DEPTH = 'Link depth';
export const LABEL_INCLUDE_PATHS = 'Only these paths';
export const LABEL_EXCLUDE_PATHS = 'Skip these paths';
export const PATHS_HINT = 'One per line, e.g. /docs/** or /blog/*';
export const LABEL_SCHEDULE = 'Re-crawl schedule';
export const SCHEDULE_LABELS = { off: 'Never', daily: 'Daily', weekly: 'Weekly' } as const;
export const LABEL_RECRAWL = 'Re-crawl now';
export const LABEL_CANCEL_CRAWL = 'Cancel crawl';
export const CRAWL_STATE_LABELS = {
  idle: 'Not crawled',
  queued: 'Queued',
  running: 'Crawling',
  cancelling: 'Cancelling',
  cancelled: 'Cancelled',
  done: 'Crawled',
  failed: 'Crawl failed',
} as const;
export const crawlCounts = (found: number, fetched: number, failed: number) =>
  `${found} found · ${fetched} fetched · ${failed} failed`;
export const crawlProgressLabel = (name: string) => `Crawl progress of ${name}`;
export const pageCountLabel = (count: number) => `${count} page${count === 1 ? '' : 's'}`;
export const LAST_CHANGES_HEADING = 'Last re-crawl';
export const changeSummary = (added: number, removed: number, changed: number, unchanged: number) =>
  `${added} added · ${removed} removed · ${changed} changed · ${unchanged} unchanged`;
export const LABEL_PAGES_ADDED = 'Pages added';
export const LABEL_PAGES_REMOVED = 'Pages removed';
export const LABEL_PAGES_CHANGED = 'Pages changed';
export const diffLabel = (url: string) => `Changes on ${url}`;
export const deleteWebsiteTitle = (name: string) => `Delete ${name}?`;
export const DELETE_WEBSITE_BODY = 'Its crawled pages and passages are removed; the agent no longer uses it.';
export const MSG_CRAWL_QUEUED = 'Crawl queued';
export const MSG_CRAWL_CANCELLED = 'Crawl cancelled';
export const MSG_WEBSITE_DELETED = 'Website deleted';

// ---- FAQs --------------------------------------------------------------------------------------
export const FAQS_HEADING = 'FAQs';
export const LABEL_ADD_FAQ = 'Add FAQ';
export const LABEL_EDIT_FAQ = 'Edit FAQ';
export const LABEL_IMPORT_CSV = 'Import CSV';
export const LABEL_EXPORT_CSV = 'Export CSV';
export const LABEL_QUESTION = 'Question';
export const LABEL_ANSWER = 'Answer';
export const FAQS_LOADING = 'Loading FAQs';
export const FAQS_EMPTY = 'No FAQs yet. Add question and answer pairs, or import them from a CSV file.';
export const faqsLoadFailed = (cause: string) => `Could not load FAQs: ${cause}`;
export const editFaqLabel = (question: string) => `Edit: ${question}`;
export const deleteFaqLabel = (question: string) => `Delete: ${question}`;
export const DELETE_FAQ_TITLE = 'Delete this FAQ?';
export const MSG_FAQ_SAVED = 'FAQ saved';
export const MSG_FAQ_DELETED = 'FAQ deleted';
export const IMPORT_FAQS_TITLE = 'Import FAQs from CSV';
export const IMPORT_FAQS_HINT = 'A CSV file with a question column and an answer column.';
export const LABEL_CHOOSE_CSV = 'Choose CSV file';
export const LABEL_LINE = 'Line';
export const LABEL_PROBLEM = 'Problem';
export const importFaqsLabel = (count: number) => `Import ${count} FAQ${count === 1 ? '' : 's'}`;
export const importSkipped = (count: number) =>
  `${count} row${count === 1 ? '' : 's'} with problems will be skipped.`;
export const faqsImported = (count: number) => `${count} FAQ${count === 1 ? '' : 's'} imported`;
export const FAQ_EXPORT_FILE = 'faqs.csv';

// ---- widget ------------------------------------------------------------------------------------
export const WIDGET_HEADING = 'Web widget';
// Says what the widget does today: it shows a button and a panel; web calls are not available yet and
// the section repeats the widget's own notice (widget-strings.ts), so the tab promises nothing more.
export const WIDGET_INTRO = 'Put a button on your website that opens a panel for your agent.';
export const LABEL_ALLOWED_ORIGINS = 'Allowed websites';
export const ALLOWED_ORIGINS_HINT = 'One origin per line, e.g. https://www.example.com';
export const LABEL_PRIMARY_COLOUR = 'Button colour';
export const LABEL_BACKGROUND_COLOUR = 'Background colour';
export const LABEL_GREETING = 'Greeting';
export const LABEL_EMBED_SNIPPET = 'Embed snippet';
export const EMBED_HINT = 'Paste this before </body> on each allowed website.';
export const LABEL_COPY = 'Copy';
export const MSG_COPIED = 'Copied';
export const MSG_WIDGET_SAVED = 'Widget saved';
export const WIDGET_LOADING = 'Loading the widget';
export const widgetLoadFailed = (cause: string) => `Could not load the widget: ${cause}`;
export const originLineError = (line: number, message: string) => `Line ${line}: ${message}`;

// ---- ask ---------------------------------------------------------------------------------------
export const ASK_HEADING = 'Ask your knowledge base';
export const ASK_INTRO = 'See which passages the agent would use to answer a question.';
export const LABEL_ASK_QUESTION = 'Question';
export const LABEL_ASK = 'Ask';
export const LABEL_ASKING = 'Asking…';
export const ASK_NO_PASSAGES = 'No passage matches this question.';
export const PASSAGES_LABEL = 'Passages';
export const SOURCE_LABELS = { document: 'Document', website: 'Website', faq: 'FAQ' } as const;
export const scoreLabel = (score: number) => `Score ${score.toFixed(3)}`;
export const LABEL_OPEN_SOURCE = 'Open source';
