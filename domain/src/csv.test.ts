import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv.ts';

/** A small RFC 4180 reader, to check that what is written reads back as written. */
function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text alone and writes nothing for a missing value', () => {
    expect(csvCell('Agree')).toBe('Agree');
    expect(csvCell(4)).toBe('4');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const attack of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) {
      const cell = csvCell(attack);
      expect(parseCsv(`${cell}\r\n`)[0]![0]).toBe(`'${attack}`);
    }
    // Numbers the file writes itself stay numbers.
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(3.5)).toBe('3.5');
  });
});

describe('toCsv', () => {
  it('starts with the byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
  });
  it('reads back cell for cell, accents, emoji and line breaks included', () => {
    const rows = [
      ['user', 'answer', 'note'],
      ['Łukasz Żółć', 'Yes, "really"', 'line one\nline two'],
      ['José', '', '😀 fine'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
