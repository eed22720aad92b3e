// A chart's figures as a table, shown on demand under the chart. Bars and points take only a pointer;
// the table gives every one of them to the keyboard and to screen readers: each figure that opens calls
// is a link to the same filtered log the bar opens (the chart and the table are built from one
// description, chartTable below, so they cannot disagree).
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CallLogFilters } from '../../../lib/call-log-url';
import { LABEL_HIDE_TABLE, LABEL_SHOW_TABLE, chartTableLabel, openCalls } from '../strings';

/** A figure of the table; with `filters` it opens those calls, named by `name` for assistive tech. */
export interface ChartTableCell {
  text: string;
  link?: { filters: CallLogFilters; name: string };
}

export interface ChartTableData {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ChartTableCell[] }[];
}

/** A linked figure: what the bar is worth, and which bar (row, series) it is. */
export const linkedCell = (
  value: number,
  filters: CallLogFilters,
  what: readonly string[],
  text = String(value),
): ChartTableCell => (value > 0 ? { text, link: { filters, name: openCalls(what.join(', ')) } } : { text });

export interface ChartTableProps {
  /** The chart's title: the table is named after it. */
  title: string;
  table: ChartTableData;
  logHref: (filters: CallLogFilters) => string;
}

/** The 'Show as table' toggle and, once shown, the chart's table with its links to the calls. */
export function ChartTable({ title, table, logHref }: ChartTableProps) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <Button
        size="small"
        aria-expanded={shown}
        aria-controls={shown ? tableId : undefined}
        onClick={() => {
          setShown((value) => !value);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {shown ? LABEL_HIDE_TABLE : LABEL_SHOW_TABLE}
      </Button>
      {shown ? (
        <TableContainer>
          <Table id={tableId} size="small" aria-label={chartTableLabel(title)}>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    // The first cell names the row (a day, a reason): a row header for screen readers.
                    <TableCell
                      key={table.columns[index] ?? index}
                      {...(index === 0 ? { component: 'th', scope: 'row' } : {})}
                    >
                      {cell.link ? (
                        <Link
                          component={RouterLink}
                          to={logHref(cell.link.filters)}
                          aria-label={cell.link.name}
                        >
                          {cell.text}
                        </Link>
                      ) : (
                        cell.text
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
}
