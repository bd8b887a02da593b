/**
 * CSV as spreadsheets write and read it (RFC 4180): comma separated, fields with commas, quotes or
 * line breaks quoted, quotes doubled. Cells that a spreadsheet would run as a formula are
 * neutralised on the way out and restored on the way in, so an export re-imports unchanged.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so a spreadsheet never runs it. */
export function csvCell(v: string | number | null | undefined): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line (no line ending). */
export function csvLine(cells: (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

/** Undoes csvCell's neutralising apostrophe ("'=SUM" -> "=SUM"); other text is unchanged. */
export function uncsvCell(s: string): string {
  return s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s;
}

export class CsvSyntaxError extends Error {}

export interface CsvRecord {
  cells: string[];
  /** The line the record starts on (1-based). */
  line: number;
}

/**
 * Reads CSV as it arrives, a chunk at a time, so a large upload is never held as one string:
 * `push` returns the records completed so far, `end` the last one. Accepts a byte-order mark, CRLF,
 * LF or CR line endings and a missing final line break; blank lines are skipped. Throws
 * CsvSyntaxError (with the line) on an unterminated quote or text after a closing quote.
 */
export class CsvReader {
  private cells: string[] = [];
  private cell = '';
  /** Inside a quoted field; `closed`: just after its closing quote (a second quote is an escaped one). */
  private quoted = false;
  private closed = false;
  private fieldStart = true;
  /** A CR ended the last record: a LF right after it belongs to it. */
  private afterCr = false;
  private line = 1;
  private startLine = 1;
  private first = true;

  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    const n = chunk.length;
    if (this.first && n > 0) {
      this.first = false;
      if (chunk.charCodeAt(0) === 0xfeff) i = 1;
    }
    while (i < n) {
      const ch = chunk[i]!;
      if (this.afterCr) {
        this.afterCr = false;
        if (ch === '\n') {
          i++;
          continue;
        }
      }
      if (this.quoted) {
        // Up to the next quote in one slice.
        const q = chunk.indexOf('"', i);
        const end = q < 0 ? n : q;
        const part = chunk.slice(i, end);
        for (let k = part.indexOf('\n'); k >= 0; k = part.indexOf('\n', k + 1)) this.line++;
        this.cell += part;
        i = end;
        if (q >= 0) {
          this.quoted = false;
          this.closed = true;
          i++;
        }
        continue;
      }
      if (this.closed) {
        this.closed = false;
        if (ch === '"') {
          this.cell += '"';
          this.quoted = true;
          i++;
          continue;
        }
        if (ch !== ',' && ch !== '\n' && ch !== '\r') throw new CsvSyntaxError(`Line ${this.line}: unexpected text after a closing quote.`);
      }
      if (ch === '"' && this.fieldStart) {
        this.quoted = true;
        this.fieldStart = false;
        i++;
        continue;
      }
      if (ch === ',') {
        this.cells.push(this.cell);
        this.cell = '';
        this.fieldStart = true;
        i++;
        continue;
      }
      if (ch === '\n' || ch === '\r') {
        this.endRecord(out);
        this.afterCr = ch === '\r';
        i++;
        continue;
      }
      // An unquoted run up to the next separator, line end or quote.
      let j = i + 1;
      while (j < n && chunk[j] !== ',' && chunk[j] !== '\n' && chunk[j] !== '\r' && chunk[j] !== '"') j++;
      this.cell += chunk.slice(i, j);
      this.fieldStart = false;
      i = j;
    }
    return out;
  }

  end(): CsvRecord[] {
    if (this.quoted) throw new CsvSyntaxError(`A quoted field that starts on line ${this.startLine} is never closed.`);
    const out: CsvRecord[] = [];
    if (this.cells.length || this.cell !== '' || !this.fieldStart) this.endRecord(out);
    return out;
  }

  private endRecord(out: CsvRecord[]): void {
    this.cells.push(this.cell);
    const cells = this.cells;
    this.cells = [];
    this.cell = '';
    this.fieldStart = true;
    this.closed = false;
    if (!(cells.length === 1 && cells[0] === '')) out.push({ cells, line: this.startLine });
    this.line++;
    this.startLine = this.line;
  }
}

/** Parses CSV text into records of raw cells (see CsvReader). */
export function parseCsv(text: string): CsvRecord[] {
  const r = new CsvReader();
  return [...r.push(text), ...r.end()];
}

/**
 * Parses a CSV byte stream (an upload) as it arrives, UTF-8. Stops with CsvSyntaxError once more
 * than `maxRecords` records have been read, so an oversized file is refused without reading it all.
 */
export async function parseCsvStream(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  maxRecords = Infinity,
): Promise<CsvRecord[]> {
  const reader = new CsvReader();
  const decoder = new TextDecoder('utf-8');
  const out: CsvRecord[] = [];
  const add = (records: CsvRecord[]) => {
    for (const r of records) out.push(r);
    if (out.length > maxRecords) throw new CsvSyntaxError(`The file has more than ${maxRecords} lines.`);
  };
  for await (const chunk of source) add(reader.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })));
  add(reader.push(decoder.decode()));
  add(reader.end());
  return out;
}
