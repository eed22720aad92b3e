import { FAQ_ADD_MAX } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiContractError, type ApiFetch } from '../../../lib/api-client';
import { knowledgeRequests } from './knowledge-api';

type Call = [string, { method: string; body: unknown; schema?: { parse: (value: unknown) => unknown } }];

/** A fake api that answers `answer` after parsing it with the caller's schema, as apiFetch does. */
function fakeApi(answer: unknown) {
  const api = vi.fn((path: string, options: Call[1]) => {
    if (!options.schema) return Promise.resolve(undefined);
    try {
      return Promise.resolve(options.schema.parse(answer));
    } catch (error) {
      return Promise.reject(new ApiContractError(path, error as z.ZodError));
    }
  });
  return { api: api as unknown as ApiFetch, calls: () => api.mock.calls as unknown as Call[] };
}

describe('knowledgeRequests', () => {
  it('adds a typed-in document and deletes a website through their routes', async () => {
    const { api, calls } = fakeApi({ id: 'w1', type: 'website', deleted: false });
    const requests = knowledgeRequests(api);
    await requests.addDocument({ id: 'd1', agentId: 'a1', name: 'Returns', contentMD: '# Returns' });
    // Still used by another agent (the live one): only removed from 'a1'.
    expect(await requests.remove('a1', 'w1', 'website')).toBe('unlinked');
    expect(calls().map(([path, { method, body }]) => [method, path, body])).toEqual([
      [
        'POST',
        '/agent/knowledge-base/add-document',
        { type: 'document', id: 'd1', agentId: 'a1', name: 'Returns', contentMD: '# Returns' },
      ],
      ['POST', '/agent/knowledge-base/delete-document', { id: 'w1', type: 'website', agentId: 'a1' }],
    ]);
  });

  it('adds FAQs in requests of at most FAQ_ADD_MAX, changes one and deletes one through the routes', async () => {
    const faqs = Array.from({ length: FAQ_ADD_MAX + 1 }, (_, index) => ({
      id: `f${String(index)}`,
      question: `Question ${String(index)}?`,
      answer: 'Yes.',
    }));
    const adds = fakeApi({ ids: [] });
    await knowledgeRequests(adds.api).addFaqs('a1', faqs);
    expect(adds.calls().map(([path, { body }]) => [path, body])).toEqual([
      ['/agent/knowledge-base/add-faqs', { agentId: 'a1', faqs: faqs.slice(0, FAQ_ADD_MAX) }],
      ['/agent/knowledge-base/add-faqs', { agentId: 'a1', faqs: faqs.slice(FAQ_ADD_MAX) }],
    ]);

    const rename = fakeApi({ id: 'copy-2', type: 'document' });
    await knowledgeRequests(rename.api).update({ id: 'd2', type: 'document', agentId: 'd1', name: 'Hours' });
    expect(rename.calls()[0]?.slice(0, 2)).toEqual([
      '/agent/knowledge-base/update-document',
      expect.objectContaining({ body: { id: 'd2', type: 'document', agentId: 'd1', name: 'Hours' } }),
    ]);

    const update = fakeApi({ id: 'copy-1' });
    await knowledgeRequests(update.api).updateFaq('d1', 'f1', { question: 'Open?', answer: 'No.' });
    expect(update.calls()[0]?.[1].body).toEqual({
      agentId: 'd1',
      id: 'f1',
      question: 'Open?',
      answer: 'No.',
    });

    const removal = fakeApi({ id: 'f1', type: 'faq', deleted: true });
    expect(await knowledgeRequests(removal.api).remove('d1', 'f1', 'faq')).toBe('deleted');
    expect(removal.calls()[0]?.slice(0, 2)).toEqual([
      '/agent/knowledge-base/delete-document',
      expect.objectContaining({ body: { id: 'f1', type: 'faq', agentId: 'd1' } }),
    ]);
  });

  it('re-crawls an existing website with its settings and answers its id', async () => {
    const { api, calls } = fakeApi({ websiteId: 'w1', state: 'queued' });
    const id = await knowledgeRequests(api).crawl({
      agentId: 'a1',
      websiteId: 'w1',
      url: 'https://shop.example/',
    });
    expect(id).toBe('w1');
    expect(calls()[0]?.[0]).toBe('/scrape/crawl-website');
  });

  it('answers the passages of a question, and refuses an answer of another shape', async () => {
    const passage = {
      source: 'faq',
      sourceId: 'f1',
      title: 'Parking?',
      headings: [],
      text: 'Behind the shop.',
      score: 0.02,
      link: '/agent/a1/knowledge?faq=f1',
    };
    const { api } = fakeApi({ passages: [passage] });
    expect(await knowledgeRequests(api).ask('a1', 'Where do I park?')).toEqual([passage]);
    const broken = fakeApi({ passages: [{ ...passage, score: 'high' }] });
    await expect(knowledgeRequests(broken.api).ask('a1', 'Where do I park?')).rejects.toBeInstanceOf(
      ApiContractError,
    );
  });
});
