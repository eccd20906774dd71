/**
 * Editable pages and e-mail templates (docs/pages.md) through the app's own references
 * (web/src/lib/page-queries.ts), for every role: a group's members and staff read its pages (and
 * a peer's listener follows an edit live); versions and templates are its staff's alone; nobody
 * writes from the browser.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getDoc, getDocs, onSnapshot, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentRef, pageVersionsQuery } from '../../web/src/lib/page-queries.ts';
import { dbAs, ROLES, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
  await seed(env);
});
afterAll(() => env.cleanup());

const appDbAs = (role: TestRole | 'alumnus') => dbAs(env, role) as unknown as Firestore;

/** Who reads mgh's pages: its members (peer, the alumnus) and staff; templates and versions: staff. */
const PAGE_READERS: readonly string[] = ['peer', 'alumnus', 'facilitator', 'admin'];
const STAFF: readonly string[] = ['facilitator', 'admin'];
const HARVARD_STAFF: readonly string[] = ['otherFacilitator', 'admin'];
const ALL = [...ROLES, 'alumnus'] as const;

describe('a group page (groups/{g}/pages/{key})', () => {
  it.each(ALL)('%s: reads mgh’s guidelines only as a member or staff of mgh', async (role) => {
    const read = getDoc(pageContentRef(appDbAs(role), 'mgh', 'guidelines'));
    if (PAGE_READERS.includes(role)) {
      const snapshot = await assertSucceeds(read);
      expect(snapshot.data()).toMatchObject({ id: 'guidelines', markdown: 'Guidelines of mgh', version: 1 });
    } else {
      await assertFails(read);
    }
  });

  it.each(ALL)('%s: reads harvard’s guidelines only as a member or staff of harvard', async (role) => {
    const read = getDoc(pageContentRef(appDbAs(role), 'harvard', 'guidelines'));
    if (['otherPeer', ...HARVARD_STAFF].includes(role)) await assertSucceeds(read);
    else await assertFails(read);
  });

  it.each(ALL)('%s: a page not written yet reads as missing for a member (the app shows the default)', async (role) => {
    const read = getDoc(pageContentRef(appDbAs(role), 'mgh', 'howto'));
    if (PAGE_READERS.includes(role)) expect((await assertSucceeds(read)).exists()).toBe(false);
    else await assertFails(read);
  });

  it.each(ALL)('%s: cannot write a page, nor create one, from the browser', async (role) => {
    const db = appDbAs(role);
    await assertFails(setDoc(pageContentRef(db, 'mgh', 'guidelines'), { markdown: 'forged' } as never));
    await assertFails(setDoc(pageContentRef(db, 'mgh', 'overview'), { markdown: 'forged' } as never));
  });
});

describe('version histories and e-mail templates', () => {
  it.each(ALL)('%s: lists the guidelines’ versions only as staff of mgh', async (role) => {
    const read = getDocs(pageVersionsQuery(appDbAs(role), 'mgh', 'guidelines'));
    if (STAFF.includes(role)) {
      const snapshot = await assertSucceeds(read);
      expect(snapshot.docs.map((d) => d.data().version)).toEqual([1]);
    } else {
      await assertFails(read);
    }
  });

  it.each(ALL)('%s: reads mgh’s invitation template and its versions only as staff of mgh', async (role) => {
    const db = appDbAs(role);
    const template = getDoc(pageContentRef(db, 'mgh', 'invitation'));
    const versions = getDocs(pageVersionsQuery(db, 'mgh', 'invitation'));
    if (STAFF.includes(role)) {
      expect((await assertSucceeds(template)).data()).toMatchObject({ subject: 'Welcome' });
      await assertSucceeds(versions);
    } else {
      await assertFails(template);
      await assertFails(versions);
    }
  });

  it.each(ALL)('%s: reads harvard’s templates only as staff of harvard', async (role) => {
    const read = getDoc(pageContentRef(appDbAs(role), 'harvard', 'invitation'));
    if (HARVARD_STAFF.includes(role)) await assertSucceeds(read);
    else await assertFails(read);
  });

  it.each(ALL)('%s: cannot write a template or a version from the browser', async (role) => {
    const db = appDbAs(role);
    await assertFails(setDoc(pageContentRef(db, 'mgh', 'invitation'), { markdown: 'forged' } as never));
    await assertFails(
      dbAs(env, role as TestRole)
        .doc('groups/mgh/pages/guidelines/versions/000002')
        .set({ version: 2 }),
    );
  });
});

describe('a peer’s listener on the page', () => {
  it('receives the staff’s edit as it is saved', async () => {
    const seen: string[] = [];
    const stop = onSnapshot(pageContentRef(appDbAs('peer'), 'mgh', 'guidelines'), (s) => {
      seen.push(s.data()?.markdown ?? '(none)');
    });
    try {
      await until(() => seen.includes('Guidelines of mgh'), 'the first snapshot');
      await env.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc('groups/mgh/pages/guidelines').update({ markdown: 'Edited', version: 2 });
      });
      await until(() => seen.includes('Edited'), 'the edit');
    } finally {
      stop();
      await env.withSecurityRulesDisabled(async (context) => {
        await context
          .firestore()
          .doc('groups/mgh/pages/guidelines')
          .update({ markdown: 'Guidelines of mgh', version: 1 });
      });
    }
  });
});

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
