// POST /scrape/convert-to-markdown (one page, now), /scrape/crawl-website (queue a crawl of a new or an
// existing website) and /scrape/cancel-crawl. Every fetch goes through the outbound guard.
// docs/knowledge-base.md#crawler
import {
  API_ROUTES,
  cancelCrawlRequestSchema,
  convertToMarkdownRequestSchema,
  CRAWL_LIMITS,
  crawlWebsiteRequestSchema,
  INTEGRATION_ERROR_REASONS,
  KB_ERROR_REASONS,
  MSG_KB_CRAWL_NOT_RUNNING,
  MSG_KB_PAGE_NOT_FETCHED,
  type ConvertToMarkdownResponse,
  type CrawlWebsiteResponse,
} from '@parley/domain';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';
import { OutboundFailure, OutboundRefusal } from '../../lib/outbound/outbound-errors';
import { crawlSite } from '../crawl/crawl-site';
import { queueCrawl } from '../crawl/crawl-job';
import { readWebsite, websiteRef } from '../kb-store';
import { knowledgeNotFound } from '../knowledge-not-found';
import { stampOf } from './document-routes';
import { createWebsite } from './website-create';

/**
 * POST /scrape/convert-to-markdown: one page as Markdown, now. The URL goes through the outbound guard
 * (a private address or an IP spelt as a number is a 400) and robots.txt and the page share one
 * deadline (CRAWL_LIMITS.convertDeadlineMs), so a host that never answers cannot hold the request.
 */
export const convertToMarkdownRoute = defineRoute(
  API_ROUTES.convertToMarkdown,
  convertToMarkdownRequestSchema,
  async ({ uid, input }): Promise<ConvertToMarkdownResponse> => {
    await authorize(null, null, uid, { action: 'change' });
    try {
      const result = await crawlSite(
        {
          url: input.url,
          limit: 1,
          maxDepth: 0,
          includePaths: [],
          excludePaths: [],
        },
        { deadlineMs: CRAWL_LIMITS.convertDeadlineMs },
      );
      const [page] = result.pages;
      if (!page) {
        const detail = result.failed[0]?.reason ?? 'The page could not be read.';
        throw failure('failed-precondition', MSG_KB_PAGE_NOT_FETCHED, {
          reason: KB_ERROR_REASONS.crawlRefused,
          detail,
        });
      }
      return { url: page.url, title: page.title, contentMD: page.contentMD };
    } catch (error) {
      if (error instanceof OutboundRefusal) {
        throw failure('invalid-argument', MSG_KB_PAGE_NOT_FETCHED, {
          reason: INTEGRATION_ERROR_REASONS.outboundRefused,
          detail: error.message,
        });
      }
      if (error instanceof OutboundFailure) {
        throw failure('unavailable', MSG_KB_PAGE_NOT_FETCHED, {
          reason: INTEGRATION_ERROR_REASONS.outboundFailed,
          detail: error.message,
        });
      }
      throw error;
    }
  },
);

export const crawlWebsiteRoute = defineRoute(
  API_ROUTES.crawlWebsite,
  crawlWebsiteRequestSchema,
  async ({ uid, input }): Promise<CrawlWebsiteResponse> => {
    if (input.websiteId) {
      const website = await readWebsite(input.websiteId);
      if (website?.agentId !== input.agentId) throw knowledgeNotFound('website');
      const { caller } = await authorize(null, { agentId: website.agentId }, uid, { action: 'change' });
      await websiteRef(website.id).update({
        url: input.url,
        limit: input.limit,
        maxDepth: input.maxDepth,
        includePaths: input.includePaths,
        excludePaths: input.excludePaths,
        ...(input.schedule === undefined ? {} : { schedule: input.schedule }),
        lastUpdatedBy: stampOf(caller),
      });
      await queueCrawl(websiteRef(website.id));
      return { websiteId: website.id, state: 'queued' };
    }
    const websiteId = await createWebsite(uid, {
      agentId: input.agentId,
      url: input.url,
      name: '',
      limit: input.limit,
      maxDepth: input.maxDepth,
      includePaths: input.includePaths,
      excludePaths: input.excludePaths,
      ...(input.schedule === undefined ? {} : { schedule: input.schedule }),
    });
    return { websiteId, state: 'queued' };
  },
);

export const cancelCrawlRoute = defineRoute(
  API_ROUTES.cancelCrawl,
  cancelCrawlRequestSchema,
  async ({ uid, input }) => {
    const website = await readWebsite(input.websiteId);
    if (!website) throw knowledgeNotFound('website');
    await authorize(null, { agentId: website.agentId }, uid, { action: 'change' });
    const state = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(websiteRef(website.id));
      const current = String(snapshot.get('crawl.state'));
      if (current === 'queued')
        tx.update(snapshot.ref, { 'crawl.state': 'cancelled', 'crawl.finishedAt': Date.now() });
      else if (current === 'running') tx.update(snapshot.ref, { 'crawl.state': 'cancelling' });
      return current;
    });
    if (state !== 'queued' && state !== 'running') {
      throw failure('failed-precondition', MSG_KB_CRAWL_NOT_RUNNING, {
        reason: KB_ERROR_REASONS.crawlNotRunning,
      });
    }
    return { websiteId: website.id, state: state === 'queued' ? 'cancelled' : 'cancelling' };
  },
);
