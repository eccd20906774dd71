/**
 * A report's figures as a table, for reading and for screen readers (the charts are aria-hidden),
 * with the same rows as a CSV file (cells neutralised by domain/src/csv.ts, a byte-order mark for
 * Excel).
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CSV_BOM, toCsv } from '@peer-coaching/domain';
import { saveTextFile } from '../../../components/save-file.ts';

export type Cell = string | number;

interface ReportTableProps {
  /** The table's accessible name, and the CSV button's "Download {label} as CSV". */
  label: string;
  head: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** Columns shown right-aligned (figures). */
  numeric?: readonly number[];
  /** The CSV file's name, without .csv; no button without it. */
  csvName?: string;
  /** A data attribute for each row, from its index (e.g. the prediction it counts). */
  rowKey?: (index: number) => string;
}

export function ReportTable({ label, head, rows, numeric = [], csvName, rowKey }: ReportTableProps) {
  const align = (column: number) => (numeric.includes(column) ? 'right' : 'left');
  return (
    <>
      {/* A region that takes the focus, so a keyboard can scroll a table wider than a phone. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((title, column) => (
                <TableCell key={title} align={align(column)}>
                  {title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKey?.(index) ?? index} data-row={rowKey?.(index)}>
                {row.map((cell, column) => (
                  <TableCell key={column} align={align(column)}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {csvName && (
        <Box sx={{ mt: 1 }}>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={`Download ${label} as CSV`}
            onClick={() => saveTextFile(`${csvName}.csv`, CSV_BOM + toCsv([head, ...rows]), 'text/csv')}
          >
            CSV
          </Button>
        </Box>
      )}
    </>
  );
}

/** "42 %", or a dash when there is nothing to rate. */
export const shownRate = (rate: number | null) => (rate === null ? '—' : `${rate} %`);

/**
 * The survey series' colour: an indigo with at least 3:1 contrast on both schemes' paper (the
 * charts take the light scheme's palette whatever is shown, and the secondary navy vanishes on dark).
 */
export const SURVEY_COLOUR = '#5c6bc0';
