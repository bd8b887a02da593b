import { describe, expect, it } from 'vitest';
import { type CsvRecord, csvStream, csvText, guardFormula, readCsv, uncsvCell } from './csv';

const all = async (source: Parameters<typeof readCsv>[0], max?: number) => {
  const out: CsvRecord[] = [];
  for await (const r of readCsv(source, max)) out.push(r);
  return out;
};

describe('csv', () => {
  it('quotes what needs quoting and neutralises formulas', async () => {
    expect(csvText([['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rx', 4.5, null]])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\rx",4.5,\r\n',
    );
    expect(csvText([['=SUM(A1)', '+44', '-5', '@cmd', -5]])).toBe("'=SUM(A1),'+44,'-5,'@cmd,'-5\r\n");
    expect(['=SUM(A1)', 'x'].map(guardFormula)).toEqual(["'=SUM(A1)", 'x']);
    expect(uncsvCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(uncsvCell("'tis")).toBe("'tis");
    const chunks: string[] = [];
    for await (const c of csvStream([
      ['a', '=b'],
      [1, 'x,y'],
    ]))
      chunks.push(String(c));
    expect(chunks.join('')).toBe('a,\'=b\r\n1,"x,y"\r\n');
  });

  it('parses what it writes: BOM, CRLF, LF or CR mixed, quoted commas, quotes and line breaks, blank lines', async () => {
    const text = `\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n3,,last\r4,=x`;
    expect(await all(text)).toEqual([
      { cells: ['a', 'b', 'c'], line: 1 },
      { cells: ['1', 'x, y', 'say "hi"'], line: 2 },
      { cells: ['2', 'two\nlines', ''], line: 4 },
      { cells: ['3', '', 'last'], line: 6 },
      { cells: ['4', '=x'], line: 7 },
    ]);
  });

  it('names the line of a malformed file', async () => {
    await expect(all('a\n\n"open,b\nc')).rejects.toThrow('A quoted field that starts on line 3 is never closed.');
    await expect(all('a\n"a"x,b')).rejects.toThrow('Line 2: unexpected text after a closing quote.');
    await expect(all('a\n12" pizza,b')).rejects.toThrow('Line 2: a quote inside a cell that is not quoted');
    await expect(all(`a\n"${'x'.repeat(1024 * 1024 + 10)}`)).rejects.toThrow('The row that starts on line 2 is longer than 1 MB');
  });

  it('reads a stream the same whatever the chunks: split anywhere, even inside a character or a CRLF', async () => {
    const text = `\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",£5\n3,,last`;
    const bytes = Buffer.from(text);
    const whole = await all(text);
    for (let at = 0; at <= bytes.length; at++) expect(await all([bytes.subarray(0, at), bytes.subarray(at)])).toEqual(whole);
    await expect(all([bytes], 2)).rejects.toThrow('more than 2 lines');
  });
});
