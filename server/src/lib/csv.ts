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

/**
 * Parses CSV text into records of raw cells. Accepts a byte-order mark, CRLF or LF line endings and
 * a missing final line break; blank lines are skipped. Throws CsvSyntaxError (with the line) on an
 * unterminated quote or text after a closing quote.
 */
export function parseCsv(text: string): { cells: string[]; line: number }[] {
  const out: { cells: string[]; line: number }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= n) throw new CsvSyntaxError(`A quoted field that starts on line ${startLine} is never closed.`);
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (ch === '\n') line++;
          cell += ch;
          i++;
        }
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r')
          throw new CsvSyntaxError(`Line ${line}: unexpected text after a closing quote.`);
      } else {
        const start = i;
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i++;
        cell = text.slice(start, i);
      }
      cells.push(cell);
      if (i < n && text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    // End of record: \r\n, \n, \r or the end of the text.
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    if (cells.length === 1 && cells[0] === '') continue;
    out.push({ cells, line: startLine });
  }
  return out;
}
