import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv, parseCsvStream, uncsvCell } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 4.5, null])).toBe('plain,"a,b","say ""hi""","two\nlines",4.5,');
    expect(['=SUM(A1)', '+44', '-5', '@cmd'].map(csvCell)).toEqual(["'=SUM(A1)", "'+44", "'-5", "'@cmd"]);
    expect(uncsvCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(uncsvCell("'tis")).toBe("'tis");
  });

  it('parses what it writes: BOM, CRLF or LF, quoted commas, quotes and line breaks, blank lines', () => {
    const text = `\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n3,,last`;
    expect(parseCsv(text)).toEqual([
      { cells: ['a', 'b', 'c'], line: 1 },
      { cells: ['1', 'x, y', 'say "hi"'], line: 2 },
      { cells: ['2', 'two\nlines', ''], line: 4 },
      { cells: ['3', '', 'last'], line: 6 },
    ]);
  });

  it('names the line of a quote that never closes', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow('A quoted field that starts on line 2 is never closed.');
    expect(() => parseCsv('"a"x,b')).toThrow('unexpected text after a closing quote');
  });

  it('reads a stream the same whatever the chunks: split anywhere, even inside a character or a CRLF', async () => {
    const text = `\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",£5\n3,,last`;
    const bytes = new TextEncoder().encode(text);
    for (let at = 0; at <= bytes.length; at++) {
      const chunks = [bytes.slice(0, at), bytes.slice(at)];
      expect(await parseCsvStream(chunks)).toEqual(parseCsv(text));
    }
    await expect(parseCsvStream([bytes], 2)).rejects.toThrow('more than 2 lines');
  });
});
