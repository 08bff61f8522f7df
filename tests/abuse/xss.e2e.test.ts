/**
 * Abuse suite, script injection: every payload of xss-payloads.ts is saved into every rich-text and
 * plain-text field an admin or a member can write (content records, support tickets, a display
 * name, code invitee e-mails), address fields get javascript:/data: addresses, and every page that
 * shows them is opened in Chromium. A payload that ran would call __xss(n), which is recorded;
 * dialogs are recorded too. After each page: nothing recorded, and the DOM holds no script, no
 * inline event handler and no javascript:/data:/vbscript: address.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { COLLECTIONS } from '@common/collections';
import { ARTICLE_CATEGORIES, PRODUCT_CATEGORIES, RESOURCE_CATEGORIES } from '@common/content';
import { contentDoc } from '@common/content-docs';
import type { SupportTicketDoc, TicketNotesDoc } from '@common/documents';
import { adminDb, createUser, type TestUser } from '../../tooling/emulator-clients';
import { signIn } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { imagesSettled } from '../support/page-waits';
import { deleteContent, putContent, putMembershipCode } from '../support/firestore-data';
import { signInAsStaff, uniqueEmail } from '../support/portal-steps';
import { XSS_MARK, XSS_PAYLOADS, XSS_URLS } from './xss-payloads';

const { openContext } = useBrowser({ seed: true });

const N = XSS_PAYLOADS.length;
const pad = (i: number) => String(i + 1).padStart(2, '0');
const slugOf = (kind: string, i: number) => `xss-probe-${kind}-${pad(i)}`;
const idOf = (kind: string, i: number) => `xss-probe-${kind}-${pad(i)}`;
const urlOf = (i: number) => XSS_URLS[i % XSS_URLS.length];
/** Older than every demo record, so the dashboard's featured articles stay the demo's. */
const probeDate = (i: number) => Timestamp.fromDate(new Date(Date.UTC(2001, 0, 1, 0, 0, i)));
const text = (i: number) => `${XSS_MARK} ${pad(i)} ${XSS_PAYLOADS[i]}`;

interface Probe {
  hits: { n: unknown; url: string }[];
  dialogs: string[];
  /** Uncaught page errors: not a payload running, but they explain a screen that did not render. */
  errors: string[];
}

/** A browser profile whose every page and frame records payload runs and dialogs. */
async function probeContext(): Promise<{ context: BrowserContext; probe: Probe }> {
  const context = await openContext();
  const probe: Probe = { hits: [], dialogs: [], errors: [] };
  await context.exposeBinding('__xss', ({ frame }, n: unknown) => {
    probe.hits.push({ n, url: frame.url() });
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      probe.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => probe.errors.push(error.message));
  });
  return { context, probe };
}

/** What a rendered page must not contain, anywhere in the document. */
async function leftovers(page: Page) {
  return page.evaluate(() => {
    const all = Array.from(document.body.querySelectorAll('*'));
    // Script-capable schemes; data: only as a raster image (what the app's own icons may use).
    const badUrl = /^\s*(javascript|vbscript):|^\s*data:(?!image\/(png|jpeg|gif|webp)[;,])/i;
    const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'poster'];
    return {
      scripts: document.body.querySelectorAll('script').length,
      handlers: all.filter((el) => Array.from(el.attributes).some((a) => /^on/i.test(a.name))).map((el) => el.outerHTML.slice(0, 80)),
      badUrls: all
        .flatMap((el) => urlAttrs.map((name) => el.getAttribute(name) ?? ''))
        .filter((value) => badUrl.test(value))
        .slice(0, 5),
      frames: document.body.querySelectorAll('iframe, object, embed, frame').length,
    };
  });
}

async function expectClean(page: Page, probe: Probe, where: string) {
  // Broken images' onerror, autofocus and the like have run once the images are done.
  await imagesSettled(page);
  expect({ where, hits: probe.hits, dialogs: probe.dialogs }).toEqual({ where, hits: [], dialogs: [] });
  expect({ where, ...(await leftovers(page)) }).toEqual({ where, scripts: 0, handlers: [], badUrls: [], frames: 0 });
}

let member: TestUser;

beforeAll(async () => {
  const db = adminDb();
  const contents: Promise<void>[] = [];
  for (let i = 0; i < N; i++) {
    const article = contentDoc<'articles', Timestamp>('articles', {
      slug: slugOf('article', i),
      title: text(i),
      excerpt: text(i),
      content: `<p>${XSS_MARK} ${pad(i)}</p>${XSS_PAYLOADS[i]}`,
      image: urlOf(i),
      category: ARTICLE_CATEGORIES[i % ARTICLE_CATEGORIES.length],
      author: text(i),
      created_at: probeDate(i),
    });
    const publication = contentDoc<'publications', Timestamp>('publications', {
      title: text(i),
      journal: text(i),
      year: '2001',
      authors: [text(i), XSS_PAYLOADS[(i + 1) % N]],
      abstract: text(i),
      pdf_url: urlOf(i),
      pdf_path: '',
      created_at: probeDate(i),
    });
    const resource = contentDoc<'resources', Timestamp>('resources', {
      slug: slugOf('resource', i),
      title: text(i),
      description: text(i),
      content: `<p>${XSS_MARK} ${pad(i)}</p>${XSS_PAYLOADS[i]}`,
      category: RESOURCE_CATEGORIES[i % RESOURCE_CATEGORIES.length],
      thumbnail: urlOf(i),
      download_url: urlOf(i + 1),
      download_path: '',
      created_at: probeDate(i),
    });
    const product = contentDoc<'products', Timestamp>('products', {
      slug: slugOf('product', i),
      name: text(i),
      description: `<p>${XSS_MARK} ${pad(i)}</p>${XSS_PAYLOADS[i]}`,
      category: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length],
      price: XSS_PAYLOADS[i].slice(0, 40),
      image: urlOf(i),
      affiliate_link: urlOf(i + 2),
      created_at: probeDate(i),
    });
    contents.push(
      putContent('articles', idOf('article', i), article),
      putContent('publications', idOf('publication', i), publication),
      putContent('resources', idOf('resource', i), resource),
      putContent('products', idOf('product', i), product),
    );
  }
  await Promise.all(contents);

  // A member whose display name is a payload (staff see it as the sender), with tickets whose
  // every text field is one, and staff notes that are one.
  member = await createUser({ email: uniqueEmail('xss'), password: 'Xss-Probe-Pass-42', name: XSS_PAYLOADS[1], role: 'member' });
  const tickets = db.batch();
  for (let i = 0; i < N; i++) {
    const ticket: SupportTicketDoc<Timestamp> = {
      user_id: member.uid,
      subject: text(i),
      message: text(i),
      status: 'open',
      created_at: probeDate(i),
      updated_at: probeDate(i),
      responded_at: null,
    };
    tickets.set(db.collection(COLLECTIONS.supportTickets).doc(`xss-probe-ticket-${pad(i)}`), ticket);
    const notes: TicketNotesDoc<Timestamp> = { notes: text(i), updated_by: 'xss-probe-admin', updated_at: probeDate(i) };
    tickets.set(db.collection(COLLECTIONS.ticketNotes).doc(`xss-probe-ticket-${pad(i)}`), notes);
  }
  await tickets.commit();
  // Codes whose e-mails are payloads (invitee set when generating; assigned e-mail from an account).
  for (let i = 0; i < 3; i++) {
    await putMembershipCode(String(1100 + i), {
      invitee_email: XSS_PAYLOADS[i],
      is_used: i > 0,
      assigned_to: i > 0 ? 'xss-probe-user' : null,
      assigned_user: i > 0 ? { email: XSS_PAYLOADS[i + 1] } : null,
      used_at: i > 0 ? Timestamp.now() : null,
    });
  }
}, 120_000);

afterAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (let i = 0; i < N; i++) {
    batch.delete(db.collection(COLLECTIONS.supportTickets).doc(`xss-probe-ticket-${pad(i)}`));
    batch.delete(db.collection(COLLECTIONS.ticketNotes).doc(`xss-probe-ticket-${pad(i)}`));
  }
  for (let i = 0; i < 3; i++) batch.delete(db.collection(COLLECTIONS.membershipCodes).doc(String(1100 + i)));
  await batch.commit();
  await Promise.all(
    Array.from({ length: N }, (_, i) => [
      deleteContent('articles', idOf('article', i), slugOf('article', i)),
      deleteContent('publications', idOf('publication', i)),
      deleteContent('resources', idOf('resource', i), slugOf('resource', i)),
      deleteContent('products', idOf('product', i), slugOf('product', i)),
    ]).flat(),
  );
});

/** Member screens: the lists narrowed to the probes, and every probe's detail page. */
const MEMBER_KINDS = [
  { kind: 'article', list: '/blog', detail: (i: number) => `/blog/${slugOf('article', i)}` },
  { kind: 'publication', list: '/publications', detail: (i: number) => `/publications/${idOf('publication', i)}` },
  { kind: 'resource', list: '/resources', detail: (i: number) => `/resources/${slugOf('resource', i)}` },
  { kind: 'product', list: '/products', detail: (i: number) => `/products/${slugOf('product', i)}` },
] as const;

describe(`${N} script payloads in every field`, { timeout: 600_000 }, () => {
  it('run nowhere in the member screens: dashboard, lists, every detail page', async () => {
    const { context, probe } = await probeContext();
    const page = await context.newPage();
    await signIn(page, member.email, member.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').first().waitFor();
    await expectClean(page, probe, '/dashboard');

    for (const { kind, list, detail } of MEMBER_KINDS) {
      await page.goto(list);
      const search = page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByPlaceholder(/^Search/)).first();
      await search.fill(XSS_MARK);
      await page.getByRole('main').getByText(new RegExp(`${XSS_MARK} \\d\\d`)).first().waitFor();
      await expectClean(page, probe, list);
      for (let i = 0; i < N; i++) {
        await page.goto(detail(i));
        await page.getByRole('main').getByText(new RegExp(`${XSS_MARK} ${pad(i)}`)).first().waitFor();
        await expectClean(page, probe, `${kind} ${detail(i)}`);
      }
    }
  });

  it('run nowhere in the admin screens: lists, edit forms with the rich-text editor, codes, tickets', async () => {
    const { context, probe } = await probeContext();
    const page = await context.newPage();
    await signInAsStaff(page);

    for (const path of ['/admin/articles', '/admin/publications', '/admin/resources', '/admin/products']) {
      await page.goto(path);
      const search = page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByPlaceholder(/^Search/)).first();
      await search.fill(XSS_MARK);
      await page.getByRole('main').getByText(new RegExp(`${XSS_MARK} \\d\\d`)).first().waitFor();
      await expectClean(page, probe, path);
      // The tables page by 25: show 50 a page to count every probe at once.
      await page.getByRole('main').getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
      const rows = page.getByRole('main').getByRole('row').filter({ hasText: XSS_MARK });
      await rows.nth(N - 1).waitFor();
      expect(await rows.count()).toBe(N);
      // Each probe's edit form (the editor turns stored HTML into editor state), found by its own
      // number: back from a form, the list may have reloaded with its search and page size reset.
      for (let i = 0; i < N; i++) {
        const own = `${XSS_MARK} ${pad(i)}`;
        await search.fill(own);
        const row = page.getByRole('main').getByRole('row').filter({ hasText: own });
        await row.first().getByRole('button', { name: /^Edit/ }).click();
        await page
          .getByRole('button', { name: 'Cancel' })
          .waitFor()
          .catch(() => {
            throw new Error(`${path} edit #${i + 1} did not open; page errors: ${probe.errors.join(' | ') || 'none'}`);
          });
        await expectClean(page, probe, `${path} edit #${i + 1}`);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await search.waitFor();
      }
    }

    await page.goto('/admin/membership-codes');
    await page.getByRole('main').getByText('1101').first().waitFor();
    await expectClean(page, probe, '/admin/membership-codes');

    await page.goto('/admin/support-tickets');
    const search = page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByPlaceholder(/^Search/)).first();
    await search.fill(XSS_MARK);
    const rows = page.getByRole('main').getByRole('row').filter({ hasText: XSS_MARK });
    await rows.first().waitFor();
    await expectClean(page, probe, '/admin/support-tickets');
    for (let i = 0; i < Math.min(N, await rows.count()); i++) {
      await rows.nth(i).getByRole('button', { name: /^View/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expectClean(page, probe, `ticket modal #${i + 1}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
