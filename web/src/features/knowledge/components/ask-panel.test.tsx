import type { KnowledgeBasePassage } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AskPanel, type AskPanelProps } from './ask-panel';

const WEB: KnowledgeBasePassage = {
  source: 'website',
  sourceId: 'w1',
  title: 'Opening hours',
  headings: ['Summer'],
  text: 'We open at 8 in summer.',
  score: 0.03279,
  link: 'https://shop.example/hours',
};
const FAQ: KnowledgeBasePassage = {
  source: 'faq',
  sourceId: 'f1',
  title: 'Is there parking?',
  headings: [],
  text: 'Yes, behind the shop.',
  score: 0.0161,
  link: '/agent/agent-1/knowledge?faq=f1',
};

const renderPanel = (overrides: Partial<AskPanelProps> = {}) => {
  const props: AskPanelProps = { answer: null, onAsk: vi.fn(), ...overrides };
  return { ...renderWithProviders(<AskPanel {...props} />), props };
};

describe('AskPanel', () => {
  it('asks the typed question', async () => {
    const { user, props } = renderPanel();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Question' }), ' When do you open? {enter}');
    expect(props.onAsk).toHaveBeenCalledWith('When do you open?');
  });

  it('lists the passages with source, score and a link to each source', () => {
    renderPanel({ answer: { status: 'success', data: [WEB, FAQ] } });
    const [web, faq] = within(screen.getByRole('list', { name: 'Passages' })).getAllByRole('listitem');
    expect(web).toHaveTextContent('Website');
    expect(web).toHaveTextContent('Opening hours › Summer');
    expect(web).toHaveTextContent('Score 0.033');
    expect(
      within(web as HTMLElement).getByRole('link', { name: 'https://shop.example/hours' }),
    ).toHaveAttribute('href', 'https://shop.example/hours');
    expect(
      within(faq as HTMLElement).getByRole('link', { name: 'Open source: Is there parking?' }),
    ).toHaveAttribute('href', '/agent/agent-1/knowledge?faq=f1');
  });

  it('says when nothing matches, shows a failure, and shows Asking… while waiting', () => {
    const none = renderPanel({ answer: { status: 'success', data: [] } });
    expect(screen.getByRole('status')).toHaveTextContent('No passage matches this question.');
    none.unmount();
    const failed = renderPanel({ answer: { status: 'error', error: new Error('Agent not found') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Agent not found');
    failed.unmount();
    renderPanel({ answer: { status: 'loading' } });
    expect(screen.getByRole('button', { name: 'Asking…' })).toBeDisabled();
  });
});
