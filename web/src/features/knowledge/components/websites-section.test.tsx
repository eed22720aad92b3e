import { MSG_WEBSITE_LIMIT_REACHED, websiteSchema, type Website } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { renderWithProviders } from '../../../testing/render';
import { WebsitesSection, type WebsitesSectionProps } from './websites-section';

vi.setConfig({ testTimeout: 30_000 });

const site = (id: string, overrides: Record<string, unknown>): Website =>
  websiteSchema.parse({ id, agentId: 'agent-1', url: `https://${id}/`, name: id, ...overrides });

const CRAWLING = site('shop.example', {
  limit: 20,
  crawl: { state: 'running', found: 12, fetched: 5, failed: 1 },
});
const CRAWLED = site('docs.example', {
  pageCount: 14,
  schedule: 'weekly',
  crawl: { state: 'done' },
  lastChanges: {
    added: ['https://docs.example/new'],
    removed: [],
    changed: [
      {
        url: 'https://docs.example/hours',
        diff: [
          { op: '-', line: 'Open 9-5' },
          { op: '+', line: 'Open 8-6' },
        ],
      },
    ],
    unchanged: 12,
  },
});

function renderSection(overrides: Partial<WebsitesSectionProps> = {}) {
  const props: WebsitesSectionProps = {
    websites: { status: 'success', data: [CRAWLED, CRAWLING] },
    readOnlyReason: null,
    limitReason: null,
    onAdd: vi.fn(() => Promise.resolve()),
    onRecrawl: vi.fn(() => Promise.resolve()),
    onCancel: vi.fn(() => Promise.resolve()),
    onUpdate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve('deleted' as const)),
    ...overrides,
  };
  return { ...renderWithProviders(<WebsitesSection {...props} />), props };
}

describe('WebsitesSection', () => {
  it('shows a running crawl’s progress with Cancel, and a finished one’s pages with Re-crawl now', async () => {
    const { user, props } = renderSection();
    const [crawled, crawling] = within(screen.getByRole('list', { name: 'Websites' })).getAllByRole(
      'listitem',
    );
    expect(crawling).toHaveTextContent('12 found · 5 fetched · 1 failed');
    expect(
      within(crawling as HTMLElement).getByRole('progressbar', { name: 'Crawl progress of shop.example' }),
    ).toHaveAttribute('aria-valuenow', '50');
    await user.click(within(crawling as HTMLElement).getByRole('button', { name: 'Cancel crawl' }));
    expect(props.onCancel).toHaveBeenCalledWith(CRAWLING);

    expect(crawled).toHaveTextContent('14 pages');
    await user.click(within(crawled as HTMLElement).getByRole('button', { name: 'Re-crawl now' }));
    expect(props.onRecrawl).toHaveBeenCalledWith(CRAWLED);
  });

  it('shows the last re-crawl’s added pages and the changed page’s diff', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: /Last re-crawl/ }));
    expect(screen.getByRole('list', { name: 'Pages added' })).toHaveTextContent('https://docs.example/new');
    const diff = screen.getByLabelText('Changes on https://docs.example/hours');
    expect(diff).toHaveTextContent('- Open 9-5');
    expect(diff).toHaveTextContent('+ Open 8-6');
  });

  it('adds a website with its bounds and path patterns', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    await user.click(screen.getByRole('textbox', { name: 'Website URL' }));
    await user.paste('https://shop.example');
    const limit = screen.getByRole('spinbutton', { name: 'Page limit' });
    await user.clear(limit);
    await user.type(limit, '20');
    await user.click(screen.getByRole('textbox', { name: 'Skip these paths' }));
    await user.paste('/admin\n/cart/*');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(props.onAdd).toHaveBeenCalledWith({
        url: 'https://shop.example',
        name: '',
        limit: 20,
        maxDepth: 3,
        includePaths: [],
        excludePaths: ['/admin', '/cart/*'],
        schedule: 'daily',
      });
    });
  });

  it('refuses a website address that is not http(s)', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    await user.click(screen.getByRole('textbox', { name: 'Website URL' }));
    await user.paste('ftp://shop.example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/starting with http/)).toBeInTheDocument();
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('changes the re-crawl schedule', async () => {
    const { user, props } = renderSection();
    const [crawled] = within(screen.getByRole('list', { name: 'Websites' })).getAllByRole('listitem');
    await user.click(within(crawled as HTMLElement).getByRole('combobox', { name: 'Re-crawl schedule' }));
    await user.click(screen.getByRole('option', { name: 'Never' }));
    expect(props.onUpdate).toHaveBeenCalledWith({ id: 'docs.example', type: 'website', schedule: 'off' });
  });

  it('mirrors the plan’s website limit: Add disabled, the reason and an upgrade link', () => {
    renderSection({ limitReason: MSG_WEBSITE_LIMIT_REACHED });
    const add = screen.getByRole('button', { name: 'Add website' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(MSG_WEBSITE_LIMIT_REACHED);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', paths.pricing);
  });

  it('shows loading, empty and error states', () => {
    const loading = renderSection({ websites: { status: 'loading' } });
    expect(screen.getByRole('status', { name: 'Loading websites' })).toBeInTheDocument();
    loading.unmount();
    const empty = renderSection({ websites: { status: 'success', data: [] } });
    expect(screen.getByText(/No websites yet/)).toBeInTheDocument();
    empty.unmount();
    renderSection({ websites: { status: 'error', error: new Error('denied') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load websites: denied');
  });

  it('disables every change for a VIEWER', () => {
    renderSection({ readOnlyReason: 'Viewers can only read' });
    expect(screen.getByRole('button', { name: 'Add website' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel crawl' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-crawl now' })).toBeDisabled();
  });
});
