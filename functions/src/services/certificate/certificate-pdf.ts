/**
 * A certificate as a one-page PDF (pdfkit): the holder's name, the program, the cohort, the day of
 * issue, and the verification link with its QR code (qrcode, drawn as vector squares). Made on
 * each download from the stored certificate (docs/certificate-issuing.md), so nothing lives in
 * Storage and the link always carries the origin the holder used.
 *
 * The text is set in DejaVu Serif, shipped in functions/assets/fonts: pdfkit's standard fonts
 * (WinAnsi) cannot encode names like "Łukasz" or "Ødegård"; DejaVu covers Latin Extended, Greek
 * and Cyrillic, and pdfkit embeds only the glyphs used.
 */
import { certificateDayLong, type Certificate } from '@peer-coaching/domain';
import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const NAVY = '#0c1e67';
const BLUE = '#1976d2';
const GREY = '#555555';

/**
 * The fonts folder: beside the built functions (dist/index.js, dist/assets), or functions/assets
 * when this file runs from source (tests: functions/src/services/certificate/).
 */
function fontsDir(): string {
  const here = path.dirname(__filename);
  const candidates = [path.resolve(here, 'assets/fonts'), path.resolve(here, '../../../assets/fonts')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'DejaVuSerif.ttf')));
  if (!found) throw new Error(`Certificate fonts not found in ${candidates.join(' or ')}`);
  return found;
}

export type PrintedCertificate = Pick<Certificate, 'id' | 'name' | 'program' | 'cohort_name' | 'issued_at'>;

/** The PDF of a certificate; `verifyUrl` is the absolute link of its verification page. */
export async function certificatePdf(certificate: PrintedCertificate, verifyUrl: string): Promise<Buffer> {
  const fonts = fontsDir();
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of Completion: ${certificate.name}`,
      Author: certificate.program,
      Subject: `${certificate.program}, ${certificate.cohort_name}`,
      Keywords: verifyUrl,
      // A fixed date keeps the file the same from one download to the next.
      CreationDate: certificate.issued_at,
      ModDate: certificate.issued_at,
    },
  });
  doc.registerFont('serif', path.join(fonts, 'DejaVuSerif.ttf'));
  doc.registerFont('serif-bold', path.join(fonts, 'DejaVuSerif-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(4)
    .strokeColor(NAVY)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(BLUE)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  const column = { x: 60, width: width - 120 };
  const centred = (text: string, font: string, size: number, y: number, color = NAVY) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, column.x, y, { width: column.width, align: 'center' });

  centred('CERTIFICATE OF COMPLETION', 'serif-bold', 30, 78);
  centred('This certifies that', 'serif', 15, 150, GREY);
  centred(certificate.name, 'serif-bold', fittingSize(doc, certificate.name, column.width, 38), 180);
  centred('has completed the', 'serif', 15, 245, GREY);
  centred(
    certificate.program,
    'serif-bold',
    fittingSize(doc, certificate.program, column.width, 24, 'serif-bold'),
    272,
  );
  centred(`as a member of ${certificate.cohort_name}`, 'serif', 15, 312, GREY);
  centred(`Issued ${certificateDayLong(certificate.issued_at)}`, 'serif', 14, 350);

  // The verification link, bottom left, and its QR code, bottom right.
  const qrSize = 112;
  const qrX = width - 60 - qrSize;
  const qrY = height - 60 - qrSize;
  drawQrCode(doc, verifyUrl, qrX, qrY, qrSize);
  const linkWidth = qrX - 80;
  doc
    .font('serif')
    .fontSize(11)
    .fillColor(GREY)
    .text('Verify this certificate at', 60, qrY + 40, { width: linkWidth });
  doc
    .font('serif')
    .fontSize(11)
    .fillColor(BLUE)
    .text(verifyUrl, 60, qrY + 56, { width: linkWidth, link: verifyUrl, underline: true });
  doc
    .font('serif')
    .fontSize(9)
    .fillColor(GREY)
    .text(`Certificate ${certificate.id}`, 60, qrY + 90, { width: linkWidth });

  doc.end();
  return done;
}

/** The largest size up to `max` at which `text` fits on one line of `width`. */
function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, max: number, font = 'serif-bold'): number {
  let size = max;
  doc.font(font);
  while (size > 12 && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

/** The QR code of `text` as filled squares, with a quiet zone of one module. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}
