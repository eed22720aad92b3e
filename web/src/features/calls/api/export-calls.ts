// The call log's CSV export (plan feature export_calls): GET /calls/export with the log's filters,
// streamed, with the number of rows received so far as progress (docs/calls.md "Export").
import { API_ROUTES, filtersToSearchParams, type CallFilters } from '@parley/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiDownload, saveBlob, type ApiDownload } from '../../../lib/api-download';
import { EXPORT_FILE_NAME } from '../strings';

/** The export's path for a set of filters (the default sort is sent too: the server reads the same schema). */
export const exportCallsPath = (filters: CallFilters): string =>
  `${API_ROUTES.exportCalls.path}?${filtersToSearchParams(filters).toString()}`;

/** Counts CSV records as chunks arrive: a record ends with CRLF (rules/call-csv.ts); the header is not one. */
export function csvRowCounter(): (chunk: string) => number {
  let lines = 0;
  // A CR at a chunk's end may be the first half of a CRLF: it is counted with the next chunk.
  let carry = '';
  return (chunk) => {
    const text = carry + chunk;
    carry = text.endsWith('\r') ? '\r' : '';
    lines += text.split('\r\n').length - 1;
    return Math.max(0, lines - 1);
  };
}

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; rows: number }
  | { status: 'done'; rows: number }
  | { status: 'error'; error: Error };

/** Runs exports one at a time; `cancel` aborts the download under way. */
export function useExportCalls(download: ApiDownload = apiDownload) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const start = useCallback(
    async (filters: CallFilters) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const count = csvRowCounter();
      let rows = 0;
      setState({ status: 'running', rows });
      try {
        const blob = await download(exportCallsPath(filters), {
          signal: controller.signal,
          onText: (text) => {
            rows = count(text);
            setState({ status: 'running', rows });
          },
        });
        saveBlob(blob, EXPORT_FILE_NAME);
        setState({ status: 'done', rows });
      } catch (error) {
        if (controller.signal.aborted) setState({ status: 'idle' });
        else setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [download],
  );
  const cancel = useCallback(() => {
    running.current?.abort();
  }, []);
  return { state, start, cancel };
}
