/**
 * Issued certificates over HTTP: GET /api/public/certificates/:id answers whether a certificate is
 * genuine with the name, program and date and nothing else, for anyone; GET
 * /api/user/certificates/:id/pdf gives the PDF to its holder and the staff of its group. The PDF is
 * read back with a real parser (unpdf).
 */
import { CERTIFICATE_ID_PATTERN } from '@peer-coaching/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCertificateIfEarned } from '../../functions/src/services/certificate/certificates.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { API_BASE_URL } from '../support/emulators.ts';
import { expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
let id: string;

/** What the mgh requirements of the test world ask for: kickoff 1, check_in 4, completion 1, office_hours 2, both yes/no. */
const COMPLETE = {
  kickoff: 1,
  check_in: 4,
  completion: 1,
  office_hours: 2,
  reflection: 0,
  kickoff_response: true,
  program_eval: true,
};

beforeAll(async () => {
  tokens = await buildWorld();
  await adminDb.doc('users/peer').update({ first_name: 'Łukasz', last_name: 'Żółć' });
  // The world's attendance writes set off recounts that may land after this update and put the
  // counts back: complete the document again until the certificate is issued.
  const issued = await eventually(async () => {
    await adminDb.doc('activities/peer').update(COMPLETE);
    const outcome = await issueCertificateIfEarned('peer');
    return 'id' in outcome ? outcome : undefined;
  }, 60_000);
  id = issued.id;
  // A known instant: 02:30 UTC on June 4 is still June 3 in New York.
  await adminDb.doc(`certificates/${id}`).update({ issued_at: new Date('2026-06-04T02:30:00Z') });
});

const UNKNOWN = 'ZZZZZZZZZZZZZZZZZZZZZZ';
const MALFORMED = ['nope', 'a'.repeat(21), 'a'.repeat(23), 'abcdefghijklmnopqrst.!', `${'a'.repeat(20)}%20`];

describe('GET /api/public/certificates/:id', () => {
  it('answers anyone, signed in or not, with the name, program and date and nothing else', async () => {
    expect(CERTIFICATE_ID_PATTERN.test(id)).toBe(true);
    const expected = { name: 'Łukasz Żółć', program: 'MGH Peer Coaching Program', date: expect.any(String) };
    const anonymous = await call(`/api/public/certificates/${id}`);
    expect(anonymous).toEqual({ status: 200, body: expected });
    expect(Object.keys(anonymous.body).sort()).toEqual(['date', 'name', 'program']);
    expect(anonymous.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const token of Object.values(tokens)) {
      expect(await call(`/api/public/certificates/${id}`, { token })).toEqual(anonymous);
    }
  });

  it('dates the certificate by its New York day of issue', async () => {
    expect((await call(`/api/public/certificates/${id}`)).body.date).toBe('2026-06-03');
  });

  it('answers 404 for a well-formed id that was never issued', async () => {
    expect(await call(`/api/public/certificates/${UNKNOWN}`)).toEqual({
      status: 404,
      body: { error: 'No certificate with this id: it was not issued by this program' },
    });
  });

  it.each(MALFORMED)('answers 400 naming the id for %j', async (bad) => {
    const response = await call(`/api/public/certificates/${encodeURIComponent(bad)}`);
    expect(response).toEqual({
      status: 400,
      body: { error: 'id: is not a certificate id (22 letters, digits, - or _)' },
    });
  });
});

/** The PDF's bytes, read as the browser does (not as text). */
async function pdfOf(certificateId: string, token: string) {
  const response = await fetch(`${API_BASE_URL}/api/user/certificates/${certificateId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET /api/user/certificates/:id/pdf', () => {
  it('gives the PDF to its holder and the staff of its group, to nobody else', async () => {
    await expectRoles(tokens, () => ({ path: `/api/user/certificates/${id}/pdf` }), {
      peer: 200,
      facilitator: 200,
      admin: 200,
    });
    const other = await call(`/api/user/certificates/${id}/pdf`, { token: tokens.otherPeer });
    expect(other).toEqual({
      status: 403,
      body: { error: 'You may only download your own certificate, or those of the groups you run' },
    });
  });

  it('is a PDF, never cached, naming the holder (Ł and all), program, cohort and its verification link', async () => {
    const { response, bytes } = await pdfOf(id, tokens.peer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="certificate.pdf"');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Łukasz Żółć');
    expect(flat).toContain('MGH Peer Coaching Program');
    expect(flat).toContain('as a member of MGH A');
    expect(flat).toContain('Issued June 3, 2026');
    // The link is the page a browser opens, on the host the holder used.
    expect(flat).toMatch(new RegExp(`https?://[^ ]+/verify/${id}`));
    expect(flat).toContain(`${new URL(API_BASE_URL).host}/verify/${id}`);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token', async () => {
    expect((await call(`/api/user/certificates/${UNKNOWN}/pdf`, { token: tokens.peer })).status).toBe(404);
    for (const bad of MALFORMED) {
      const response = await call(`/api/user/certificates/${encodeURIComponent(bad)}/pdf`, { token: tokens.peer });
      expect(response).toEqual({
        status: 400,
        body: { error: 'id: is not a certificate id (22 letters, digits, - or _)' },
      });
    }
    expect((await call(`/api/user/certificates/${id}/pdf`)).status).toBe(401);
  });
});
