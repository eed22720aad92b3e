import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { sourceElementId, useLinkedSource } from './use-linked-source';

function Probe({ loaded }: { loaded: boolean }) {
  const linked = useLinkedSource(loaded);
  return (
    <>
      <p>{linked ?? 'none'}</p>
      <div id={sourceElementId('f1')}>row</div>
    </>
  );
}

describe('useLinkedSource', () => {
  it('names the linked source and scrolls its row into view once loaded', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const view = renderWithProviders(<Probe loaded={false} />, { route: '/agent/a1/knowledge?faq=f1' });
    expect(screen.getByText('f1')).toBeInTheDocument();
    expect(scroll).not.toHaveBeenCalled();
    view.unmount();
    renderWithProviders(<Probe loaded />, { route: '/agent/a1/knowledge?faq=f1' });
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('is null when the URL names no source', () => {
    renderWithProviders(<Probe loaded />, { route: '/agent/a1/knowledge' });
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
