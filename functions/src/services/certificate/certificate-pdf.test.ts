/**
 * The certificate PDF read back with a real PDF parser (unpdf, PDF.js): its text holds the name
 * with its non-ASCII letters, the program, the cohort, the day and the verification link, which is
 * also a link annotation; the QR code is drawn.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf.ts';

const certificate = {
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  name: 'Łukasz Żółć-Ødegård',
  program: 'MGH Peer Coaching Program',
  cohort_name: 'MGH 2026 Cohort A',
  // 02:30 UTC on June 4 is June 3 in New York.
  issued_at: new Date('2026-06-04T02:30:00Z'),
};
const verifyUrl = 'http://localhost:5000/verify/AbCdEfGhIjKlMnOpQrSt_-';

async function read(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(proxy, { mergePages: true });
  const page = await proxy.getPage(1);
  const links = (await page.getAnnotations()).filter((a: { subtype: string }) => a.subtype === 'Link');
  const info = (await proxy.getMetadata()).info as Record<string, unknown>;
  return { text: text.replace(/\s+/g, ' '), totalPages, links, info };
}

describe('certificatePdf', () => {
  it('is one page whose text says who, what, when and where to verify', async () => {
    const pdf = await certificatePdf(certificate, verifyUrl);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages, links, info } = await read(pdf);
    expect(totalPages).toBe(1);
    expect(text).toContain('CERTIFICATE OF COMPLETION');
    expect(text).toContain('Łukasz Żółć-Ødegård');
    expect(text).toContain('MGH Peer Coaching Program');
    expect(text).toContain('as a member of MGH 2026 Cohort A');
    expect(text).toContain('Issued June 3, 2026');
    expect(text).toContain(verifyUrl);
    expect(text).toContain('Certificate AbCdEfGhIjKlMnOpQrSt_-');
    expect(links.map((l: { url?: string }) => l.url)).toContain(verifyUrl);
    expect(info.Title).toBe('Certificate of Completion: Łukasz Żółć-Ødegård');
  });

  it('fits a long name on one line by shrinking it, and is the same file each time', async () => {
    const long = { ...certificate, name: 'Maximiliana Wilhelmina Łopuszańska-Grzybowska von Hohenzollern' };
    const first = await certificatePdf(long, verifyUrl);
    const { text } = await read(first);
    expect(text).toContain(long.name);
    expect((await certificatePdf(long, verifyUrl)).equals(first)).toBe(true);
  });

  it('encodes Greek and Cyrillic names too', async () => {
    const { text } = await read(await certificatePdf({ ...certificate, name: 'Αλέξανδρος Иванова' }, verifyUrl));
    expect(text).toContain('Αλέξανδρος Иванова');
  });
});
