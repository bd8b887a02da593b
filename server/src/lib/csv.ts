/**
 * CSV as spreadsheets write and read it (RFC 4180), streamed both ways with the `csv` project's
 * csv-parse and csv-stringify (decision 029). Cells that a spreadsheet would run as a formula are
 * neutralised on the way out and restored on the way in, so an export re-imports unchanged.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { CsvError, type Options as ParseOptions, parse } from 'csv-parse';
import { type Options as StringifyOptions, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** A cell as written: a leading =, +, -, @, tab or CR gets an apostrophe so a spreadsheet never runs it. */
export function guardFormula(v: CsvValue): string {
  const s = v === null || v === undefined ? '' : String(v);
  return FORMULA_START.test(s) ? `'${s}` : s;
}

/** Undoes guardFormula's apostrophe ("'=SUM" -> "=SUM"); other text is unchanged. */
export function uncsvCell(s: string): string {
  return s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s;
}

const WRITE: StringifyOptions = {
  record_delimiter: 'windows',
  // A lone LF or CR inside a cell is quoted too (the default only quotes the CRLF delimiter).
  quoted_match: /[\r\n]/,
  cast: { string: guardFormula, number: guardFormula },
};

/** Rows as CSV text, every line ending CRLF (small files: a pick list, a JSON answer). */
export function csvText(rows: CsvValue[][]): string {
  return stringifySync(rows, WRITE);
}

/** Rows as a CSV byte stream, pulled as it is read: the next rows are asked for only when the reader wants more. */
export function csvStream(rows: AsyncIterable<CsvValue[]> | Iterable<CsvValue[]>): Readable {
  return pipeline(Readable.from(rows), stringify(WRITE), () => {});
}

export class CsvSyntaxError extends Error {}

export interface CsvRecord {
  cells: string[];
  /** The line the record starts on (1-based). */
  line: number;
}

/** A record longer than this is refused rather than held (an unclosed quote would swallow the rest of the file). */
export const MAX_CSV_RECORD_BYTES = 1024 * 1024;

function syntaxError(err: CsvError, startLine: number): CsvSyntaxError {
  // The error carries the parser's counters; `lines` is the line it stopped on.
  const line = Number((err as unknown as { lines: number }).lines);
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new CsvSyntaxError(`A quoted field that starts on line ${startLine} is never closed.`);
    case 'CSV_MAX_RECORD_SIZE':
      return new CsvSyntaxError(`The row that starts on line ${startLine} is longer than 1 MB (is a quote left open?).`);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new CsvSyntaxError(`Line ${line}: unexpected text after a closing quote.`);
    case 'INVALID_OPENING_QUOTE':
      return new CsvSyntaxError(
        `Line ${line}: a quote inside a cell that is not quoted (quote the whole cell and double the quote: "12"" pizza").`,
      );
    default:
      return new CsvSyntaxError(`Line ${line}: ${err.message}`);
  }
}

/**
 * Reads CSV records one at a time as the source streams in (UTF-8 bytes or text), never the
 * whole file: the parser is pulled by the loop that reads the records, so a slow reader slows the
 * upload (back-pressure). Accepts a byte-order mark, CRLF, LF or CR line endings (mixed) and a
 * missing final line break; blank lines are skipped. Throws CsvSyntaxError naming the line on a
 * malformed file, and once more than `maxRecords` records have been read.
 */
export async function* readCsv(
  source: string | AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  maxRecords = Infinity,
): AsyncGenerator<CsvRecord> {
  // Where each record starts, counted as the parser goes (records it has read ahead included).
  let endLine = 0;
  let emptyLines = 0;
  const startOf = (info: { empty_lines: number }) => endLine + 1 + (info.empty_lines - emptyLines);
  const options: ParseOptions<CsvRecord, string[]> = {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_CSV_RECORD_BYTES,
    on_record: (cells, info) => {
      const line = startOf(info);
      endLine = info.lines;
      emptyLines = info.empty_lines;
      return { cells, line };
    },
  };
  // The typings tie on_record to `columns`; records here are arrays turned into CsvRecord.
  const parser = parse(options as unknown as ParseOptions);
  const input = typeof source === 'string' ? Readable.from([source]) : source instanceof Readable ? source : Readable.from(source);
  // Errors of the source (a broken upload) reach the reader through the parser.
  input.once('error', (err) => parser.destroy(err));
  input.pipe(parser);
  let count = 0;
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      if (++count > maxRecords) throw new CsvSyntaxError(`The file has more than ${maxRecords} lines.`);
      yield record;
    }
  } catch (err) {
    if (err instanceof CsvError) throw syntaxError(err, startOf(err as unknown as { empty_lines: number }));
    throw err;
  } finally {
    input.unpipe(parser);
    parser.destroy();
  }
}
