import type { CallRecord } from '@parley/domain';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderWithProviders } from '../../../testing/render';
import type { CallPage } from '../api/use-call-page';
import { CallTable, type CallTableProps } from './call-table';

vi.setConfig({ testTimeout: 20_000 });

const PAGE_SIZE = 25;

function callsFrom(first: number, count: number): CallRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `call-${String(first + index)}`,
    type: 'inbound',
    status: 'ended',
    createdAt: null,
  })) as unknown as CallRecord[];
}

const loaded = (calls: CallRecord[], hasNextPage: boolean): AsyncState<CallPage> => ({
  status: 'success',
  data: { calls, hasNextPage, last: null },
});

function table(page: AsyncState<CallPage>, pageIndex: number, onPage: CallTableProps['onPage']) {
  return (
    <CallTable
      page={page}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      sort={{ sort: 'createdAt', direction: 'desc' }}
      onSort={vi.fn()}
      dated={false}
      callHref={(id) => `/call/${id}`}
      linkState={null}
      onOpen={vi.fn()}
      emptyText="No calls yet"
    />
  );
}

interface Shown {
  page: AsyncState<CallPage>;
  pageIndex: number;
}

/** The table as the log draws it, re-drawn with what `show` hands it (a page loading, then loaded). */
function renderTable(first: Shown, onPage: CallTableProps['onPage']) {
  let show: (next: Shown) => void = () => undefined;
  function Harness() {
    const [shown, setShown] = useState(first);
    show = setShown;
    return table(shown.page, shown.pageIndex, onPage);
  }
  renderWithProviders(<Harness />);
  return (next: Shown) => {
    act(() => {
      show(next);
    });
  };
}

describe('CallTable', () => {
  it('stays on the page asked for while it loads, whether more pages follow or not', () => {
    const onPage = vi.fn();
    const show = renderTable({ page: loaded(callsFrom(0, PAGE_SIZE), true), pageIndex: 0 }, onPage);
    // Next page asked for, then back from the last page: each is first drawn loading.
    show({ page: { status: 'loading' }, pageIndex: 1 });
    // A loading page is not the last one: the footer keeps the range asked for, never "0–0 of 0".
    expect(screen.getByText('26–50 of more than 50')).toBeInTheDocument();
    show({ page: loaded(callsFrom(25, PAGE_SIZE), true), pageIndex: 1 });
    show({ page: { status: 'loading' }, pageIndex: 2 });
    show({ page: loaded(callsFrom(50, 3), false), pageIndex: 2 });
    expect(screen.getByText('51–53 of 53')).toBeInTheDocument();
    show({ page: { status: 'loading' }, pageIndex: 1 });
    show({ page: loaded(callsFrom(25, PAGE_SIZE), true), pageIndex: 1 });
    expect(onPage).not.toHaveBeenCalled();
    expect(screen.getByText('26–50 of more than 50')).toBeInTheDocument();
  });

  it('offers a next page when the first page arrives with more to follow', () => {
    const onPage = vi.fn();
    const show = renderTable({ page: { status: 'loading' }, pageIndex: 0 }, onPage);
    show({ page: loaded(callsFrom(0, PAGE_SIZE), true), pageIndex: 0 });
    expect(screen.getByText('1–25 of more than 25')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(next).toBeEnabled();
    next.click();
    expect(onPage).toHaveBeenLastCalledWith(1, PAGE_SIZE);
  });
});
