// The knowledge-base entities: FAQs, documents, websites and widgets (t_faqs, t_documents,
// t_websites, t_widgets). Kept together because each is a handful of fields.
import { z } from 'zod';
import { KB_STATUSES } from '../rules/knowledge';
import { exactOrigin, normaliseOrigin, WIDGET_COLOUR_PATTERN } from '../rules/widget';
import { idListSchema, lastUpdatedBySchema, timestampSchema } from './common';

/** Processing state of a document or a website's pages, with the reason when it failed. */
export const kbStatusSchema = z.enum(KB_STATUSES);

export const faqSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  question: z.string().default(''),
  answer: z.string().default(''),
  /** Beyond the spec: who added it (the caller of the FAQ routes). */
  createdBy: z.string().nullable().default(null),
});
export type Faq = z.infer<typeof faqSchema>;

export const documentSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  active: z.boolean().default(true),
  agentId: z.string().min(1),
  content: z.string().default(''),
  contentMD: z.string().default(''),
  fileUrl: z.string().nullable().default(null),
  objectUri: z.string().nullable().default(null),
  presignedUrl: z.string().nullable().default(null),
  lastUpdatedAt: timestampSchema.nullable().default(null),
  lastUpdatedBy: lastUpdatedBySchema.nullable().default(null),
  trieveChunkIds: idListSchema,
  vapiFileId: z.string().nullable().default(null),
  // Beyond the spec: the upload and its conversion (server-written). docs/knowledge-base.md#data
  fileName: z.string().default(''),
  sizeBytes: z.number().int().nonnegative().default(0),
  status: kbStatusSchema.default('ready'),
  statusReason: z.string().nullable().default(null),
  chunkCount: z.number().int().nonnegative().default(0),
});
export type KnowledgeDocument = z.infer<typeof documentSchema>;

/** How often a website is crawled again on its own. */
export const CRAWL_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export const crawlScheduleSchema = z.enum(CRAWL_SCHEDULES);
export type CrawlSchedule = z.infer<typeof crawlScheduleSchema>;

/**
 * A crawl job's state: queued by a route, running in a trigger (heartbeatAt shows it is alive), ended
 * as done, failed or cancelled. A user cancels a queued or running crawl by asking for 'cancelling'.
 */
export const CRAWL_STATES = [
  'idle',
  'queued',
  'running',
  'cancelling',
  'cancelled',
  'done',
  'failed',
] as const;
export const crawlStateSchema = z.enum(CRAWL_STATES);

export const crawlRecordSchema = z.object({
  state: crawlStateSchema.default('idle'),
  runId: z.string().default(''),
  found: z.number().int().nonnegative().default(0),
  fetched: z.number().int().nonnegative().default(0),
  failed: z.number().int().nonnegative().default(0),
  failures: z.array(z.object({ url: z.string(), reason: z.string() })).default([]),
  queuedAt: z.number().nullable().default(null),
  startedAt: z.number().nullable().default(null),
  heartbeatAt: z.number().nullable().default(null),
  finishedAt: z.number().nullable().default(null),
  error: z.string().nullable().default(null),
});
export type CrawlRecord = z.infer<typeof crawlRecordSchema>;

/** What the last re-crawl changed; the diff of each changed page is kept short. */
export const crawlChangeReportSchema = z.object({
  added: z.array(z.string()).default([]),
  removed: z.array(z.string()).default([]),
  changed: z
    .array(
      z.object({
        url: z.string(),
        diff: z.array(z.object({ op: z.enum(['+', '-']), line: z.string() })).default([]),
      }),
    )
    .default([]),
  unchanged: z.number().int().nonnegative().default(0),
});
export type CrawlChangeReport = z.infer<typeof crawlChangeReportSchema>;

export const websiteSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  active: z.boolean().default(true),
  url: z.string().default(''),
  // Beyond the spec: crawl settings, the crawl job and its last change report (server-written);
  // orgId counts an organisation's websites against its plan.
  orgId: z.string().default(''),
  name: z.string().default(''),
  limit: z.number().int().positive().default(50),
  maxDepth: z.number().int().nonnegative().default(3),
  includePaths: z.array(z.string()).default([]),
  excludePaths: z.array(z.string()).default([]),
  schedule: crawlScheduleSchema.default('daily'),
  crawl: crawlRecordSchema.default(crawlRecordSchema.parse({})),
  lastChanges: crawlChangeReportSchema.nullable().default(null),
  pageCount: z.number().int().nonnegative().default(0),
  lastCrawledAt: z.number().nullable().default(null),
  lastUpdatedBy: lastUpdatedBySchema.nullable().default(null),
});
export type Website = z.infer<typeof websiteSchema>;

/** A colour the widget paints with: #rgb or #rrggbb. */
export const widgetColourSchema = z.string().trim().regex(WIDGET_COLOUR_PATTERN, 'Use a colour like #1f6feb');

const WIDGET_ORIGIN_HINT = 'Use an origin like https://www.example.com';

/** A site allowed to embed the widget: scheme, host and port only (what a browser sends as Origin). */
export const widgetOriginSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?\/?$/i, WIDGET_ORIGIN_HINT)
  // Stored as the browser sends it (lowercase, no default port), since the widget route compares exactly.
  .transform((value, context) => {
    const origin = exactOrigin(normaliseOrigin(value));
    if (origin === null) context.addIssue({ code: 'custom', message: WIDGET_ORIGIN_HINT });
    return origin ?? '';
  });

export const WIDGET_GREETING_MAX = 500;

/**
 * An agent's embeddable web-call widget (beyond the spec's id and agentId): the sites allowed to embed
 * it, its colours and the greeting it opens with. docs/knowledge-base.md#widgets
 */
export const widgetSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  allowedOrigins: z.array(widgetOriginSchema).max(50).default([]),
  primaryColor: widgetColourSchema.default('#1f6feb'),
  backgroundColor: widgetColourSchema.default('#ffffff'),
  greeting: z.string().max(WIDGET_GREETING_MAX).default(''),
});
export type Widget = z.infer<typeof widgetSchema>;
