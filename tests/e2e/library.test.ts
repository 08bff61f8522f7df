/**
 * The member library in Debian's Chromium against the production build on the seeded emulators:
 * each list's filter, search and Clear filters; each detail page and its not-found state; a
 * publication's PDF downloaded through the rules (and refused to a non-member); a support request
 * round trip on the dashboard; an article body full of script payloads that runs none.
 *
 * What the lists should show is worked out from the seeded documents themselves (read with the
 * Admin SDK after seed()), with docs/product.md §5's rule: case-insensitive substring search over
 * the kind's searchFields (common/content.ts), combined with the category or year filter.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, DASHBOARD_REQUESTS, LIST_PAGE_SIZE, type ArticleDoc, type ContentKind } from '@common/content';
import { contentDoc } from '@common/content-docs';
import { CONTENT_VERSIONS_DOC, type SupportTicketDoc } from '@common/documents';
import { DEMO_MEMBER, DEMO_NON_MEMBER } from '../../emulators/demo-accounts';
import { formatLongDate } from '../../web/src/lib/format-date';
import { FIRST_FRAME_CARDS } from '../../web/src/components/content-list/first-frame';
import { adminDb, closeClients, createUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { eventsFlushed, imagesSettled } from '../support/page-waits';
import { lastRecordedBlob, recordObjectUrls, searchBox, uniqueEmail, waitForVisibleTexts } from '../support/portal-steps';
import { readObjectAs, sha256, storedObject } from '../support/stored-files';

const { freshPage } = useBrowser({ seed: true });

async function memberPage(user: { email: string; password: string; name: string } = DEMO_MEMBER): Promise<Page> {
  const page = await freshPage();
  await signIn(page, user.email, user.password);
  await waitForDashboard(page, user.name);
  return page;
}

type Row = Record<string, unknown> & { id: string; created_at: Timestamp };

async function seeded(kind: ContentKind): Promise<Row[]> {
  const snap = await adminDb().collection(CONTENT_KINDS[kind].collection).orderBy('created_at', 'desc').get();
  const rows = snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Row);
  if (rows.length < 2) throw new Error(`The seed has ${rows.length} ${kind}: the library tests need at least two.`);
  return rows;
}

afterEach(closeClients);

/** The articles' time of change in content_versions (epoch ms; 0 before any). */
async function changedAt(versions: DocumentReference): Promise<number> {
  return ((await versions.get()).get(`changed_at.${COLLECTIONS.articles}`) as Timestamp | undefined)?.toMillis() ?? 0;
}

/** Once the content trigger has stamped every change after `since`: a stamp after it, the same for a second. */
async function changesSettled(versions: DocumentReference, since: number): Promise<void> {
  let last = 0;
  await expect
    .poll(
      async () => {
        const before = last;
        last = await changedAt(versions);
        return last > since && last === before;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
}

// ---- Lists ------------------------------------------------------------------------------------

interface ListCase {
  kind: ContentKind;
  path: string;
  /** The field that names a card (shown as its title). */
  titleField: 'title' | 'name';
  /** The field the filter buttons select on. */
  filterField: 'category' | 'year';
  emptyText: string;
}

const LISTS: ListCase[] = [
  { kind: 'articles', path: '/blog', titleField: 'title', filterField: 'category', emptyText: 'No articles found' },
  { kind: 'publications', path: '/publications', titleField: 'title', filterField: 'year', emptyText: 'No publications found' },
  { kind: 'resources', path: '/resources', titleField: 'title', filterField: 'category', emptyText: 'No resources found' },
  { kind: 'products', path: '/products', titleField: 'name', filterField: 'category', emptyText: 'No products found' },
];

const NO_MATCH = 'zz no such words anywhere qq';

function matches(row: Row, kind: ContentKind, search: string, filter: string | null): boolean {
  const c = LISTS.find((l) => l.kind === kind)!;
  if (filter !== null && String(row[c.filterField]) !== filter) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return CONTENT_KINDS[kind].searchFields.some((field) => {
    const value = row[field];
    const parts = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
    return parts.some((part) => part.toLowerCase().includes(needle));
  });
}

describe.each(LISTS)('$path', (list) => {
  it('narrows the cards by filter and search, shows the empty state, and Clear filters restores all', async () => {
    const rows = await seeded(list.kind);
    const titles = rows.map((r) => String(r[list.titleField]));
    const titleOf = (r: Row) => String(r[list.titleField]);
    const expectShown = (page: Page, search: string, filter: string | null) =>
      waitForVisibleTexts(page, titles, rows.filter((r) => matches(r, list.kind, search, filter)).map(titleOf));

    // A filter value that leaves some cards out, and a card inside it.
    const values = [...new Set(rows.map((r) => String(r[list.filterField])))];
    const filter = values.find((v) => rows.some((r) => String(r[list.filterField]) !== v)) ?? values[0];
    const inside = rows.filter((r) => String(r[list.filterField]) === filter);
    const outside = rows.find((r) => String(r[list.filterField]) !== filter);

    const page = await memberPage();
    await page.goto(list.path);
    await expectShown(page, '', null);

    await page.getByRole('button', { name: filter, exact: true }).click();
    await expectShown(page, '', filter);

    // Search inside the filter: one card's title.
    const search = searchBox(page);
    const target = titleOf(inside[inside.length - 1]);
    await search.fill(target);
    await expectShown(page, target, filter);

    // Filter and search combine: a card outside the filter is not found while the filter holds.
    if (outside) {
      await search.fill(titleOf(outside));
      await expectShown(page, titleOf(outside), filter);
    }

    await search.fill(NO_MATCH);
    await page.getByText(list.emptyText, { exact: true }).waitFor();
    await expectShown(page, NO_MATCH, filter);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectShown(page, '', null);
    expect(await search.inputValue()).toBe('');

    // Search alone narrows too.
    if (outside) {
      await search.fill(titleOf(outside));
      await expectShown(page, titleOf(outside), null);
    }
  });
});

describe('a list longer than one page', () => {
  const EXTRA = 20;
  const ids = Array.from({ length: EXTRA }, (_, i) => `e2e-old-${String(i).padStart(2, '0')}`);

  afterAll(async () => {
    for (const id of ids) await deleteContent('articles', id, id);
  });

  it('paints its newest page from one small query, then continues after it: every article once, none read twice', async () => {
    const rows = await seeded('articles');
    const [{ id: _templateId, ...template }] = rows;
    const versions = adminDb().collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC);
    const written = Timestamp.now();
    // Older than every seeded article: they come after the first page.
    for (const [i, id] of ids.entries()) {
      await putContent('articles', id, {
        ...(template as ArticleDoc<Timestamp>),
        title: `Archive article ${id}`,
        slug: id,
        created_at: Timestamp.fromDate(new Date(Date.UTC(2002, 0, 1 + i))),
        published_at: Timestamp.fromDate(new Date(Date.UTC(2002, 0, 1 + i))),
      });
    }
    const total = rows.length + EXTRA;
    expect(total).toBeGreaterThan(LIST_PAGE_SIZE);
    // The content trigger stamps each write's change after it: a stamp landing while the member
    // reads would rightly make the tab read the list again (and this test count its queries twice).
    await changesSettled(versions, written.toMillis());

    const page = await memberPage();
    // The dashboard's own query (its featured articles) has come back before the queries are watched.
    await page.getByRole('region', { name: 'Featured Articles' }).getByRole('heading', { level: 3 }).first().waitFor();
    // The member's article summary queries, in order, and the documents each returned. The test
    // fetches each answer and hands the app that very body, so it counts exactly what the app read.
    const queries: { body: string; docs: string[] }[] = [];
    await page.route(/documents:runQuery/, async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('"article_summaries"')) return route.continue();
      const entry = { body, docs: [] as string[] };
      queries.push(entry);
      const response = await route.fetch();
      const text = await response.text();
      const results = JSON.parse(text) as { document?: { name: string } }[] | { error: unknown };
      entry.docs = (Array.isArray(results) ? results : []).flatMap((r) => (r.document ? [r.document.name.split('/').pop()!] : []));
      await route.fulfill({ response, body: text });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
    await page.getByText(`Showing ${total} of ${total} articles`, { exact: true }).waitFor();

    expect(queries).toHaveLength(2);
    const [first, rest] = queries as [(typeof queries)[0], (typeof queries)[0]];
    expect(JSON.parse(first.body).structuredQuery.limit).toBe(LIST_PAGE_SIZE);
    expect(first.docs).toHaveLength(LIST_PAGE_SIZE);
    // The rest starts after the first page's last article.
    expect(JSON.parse(rest.body).structuredQuery.startAt).toMatchObject({ before: false });
    const read = [...first.docs, ...rest.docs];
    expect(new Set(read).size).toBe(read.length);
    expect(read.sort()).toEqual([...rows.map((r) => r.id), ...ids].sort());

    // Every card, the oldest last, after Show more.
    await page.getByRole('button', { name: 'Show more articles' }).click();
    // New results show their first row at once and the rest in a deferred render: wait for it.
    const cards = page.locator('main a[data-card-link]');
    await expect.poll(() => cards.count()).toBe(total);
    // Text content: cards out of view are not rendered (content-visibility), so they have no inner text.
    const titles = (await cards.allTextContents()).map((t) => t.trim());
    expect(titles.at(-1)).toBe(`Archive article ${ids[0]}`);
    // The first row is always drawn (a keystroke's frame brings it, and a cell put in with
    // content-visibility: auto would cost that frame a second layout); the cells after it are skipped
    // out of view.
    const skipping = await page.locator('main ul.pmc-card-grid > li').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).contentVisibility));
    expect(skipping).toEqual(Array.from({ length: total }, (_, i) => (i < FIRST_FRAME_CARDS ? 'visible' : 'auto')));
  });
});

// ---- Details ----------------------------------------------------------------------------------

describe('a list whose filter comes from its data, on a phone', () => {
  it('does not move under the reader: the year buttons and the search box arrive with the publications', async () => {
    const page = await freshPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    // Every layout shift of the app's screen, and the search box's place in every frame it shows.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[]; searchTops: number[] };
      w.shifts = [];
      w.searchTops = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
          for (const source of entry.sources) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('#root')) w.shifts.push(`${element.tagName}.${element.className} ${entry.value.toFixed(4)}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const look = () => {
        const box = document.querySelector('main input[type="search"]');
        if (box) w.searchTops.push(box.getBoundingClientRect().top);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // The list's summaries are held until the screen has painted its loading state.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/documents:runQuery/, async (route) => {
      if ((route.request().postData() ?? '').includes(`"${CONTENT_KINDS.publications.summary.collection}"`)) await held;
      await route.continue();
    });
    await page.goto('/publications');
    await page.getByRole('main').getByText('Loading publications...').waitFor();
    await eventsFlushed(page);
    release();
    await page.locator('main a[href^="/publications/"]').first().waitFor();
    await eventsFlushed(page);

    // The premise: on this phone the years take more than one line, so buttons drawn before the data
    // would have grown by a line when it came.
    const years = new Set((await seeded('publications')).map((p) => String(p.year)));
    const group = page.getByRole('group', { name: 'Filter publications by year' });
    await expect.poll(() => group.getByRole('button').count()).toBe(years.size + 1);
    const lines = await group.evaluate((el) => new Set(Array.from(el.children, (b) => b.getBoundingClientRect().top)).size);
    expect(lines).toBeGreaterThan(1);

    const { shifts, searchTops } = await page.evaluate(() => {
      const w = window as unknown as { shifts: string[]; searchTops: number[] };
      return { shifts: w.shifts, searchTops: w.searchTops };
    });
    expect(shifts).toEqual([]);
    expect(searchTops.length).toBeGreaterThan(0);
    expect(new Set(searchTops).size).toBe(1);
    await page.unrouteAll();
  });
});

describe('detail pages', () => {
  it('show an article, a publication, a resource and a product with their title and date', async () => {
    const page = await memberPage();
    const [article] = await seeded('articles');
    await page.goto(`/blog/${article.slug as string}`);
    await page.getByRole('heading', { level: 1, name: article.title as string }).waitFor();
    await page.getByText(formatLongDate(article.created_at.toDate()), { exact: false }).first().waitFor();

    const [publication] = await seeded('publications');
    await page.goto(`/publications/${publication.id}`);
    await page.getByRole('heading', { level: 1, name: publication.title as string }).waitFor();
    await page.getByText(formatLongDate(publication.created_at.toDate()), { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'Back to Publications' }).waitFor();

    const [resource] = await seeded('resources');
    await page.goto(`/resources/${resource.slug as string}`);
    await page.getByRole('heading', { level: 1, name: resource.title as string }).waitFor();
    await page.getByText(formatLongDate(resource.created_at.toDate()), { exact: false }).first().waitFor();

    const [product] = await seeded('products');
    await page.goto(`/products/${product.slug as string}`);
    await page.getByRole('heading', { level: 1, name: product.name as string }).waitFor();
    await page.getByText(product.price as string, { exact: false }).first().waitFor();
    await page.getByText('Affiliate Disclosure', { exact: false }).first().waitFor();
  });

  it('show their not-found states for an unknown slug or id', async () => {
    const page = await memberPage();
    await page.goto('/blog/e2e-no-such-article');
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByText("The article you're looking for doesn't exist.").waitFor();

    await page.goto('/publications/e2e-no-such-publication');
    await page.getByRole('heading', { name: 'Publication Not Found' }).waitFor();
    await page.getByRole('link', { name: /Back to Publications/ }).waitFor();

    // docs/product.md §2/§8: a missing resource or product sends the member back to its list (or
    // says so).
    for (const [path, list, heading] of [
      ['/resources/e2e-no-such-resource', '/resources', 'Resource Not Found'],
      ['/products/e2e-no-such-product', '/products', 'Product Not Found'],
    ] as const) {
      await page.goto(path);
      await Promise.race([
        page.waitForURL((url) => url.pathname === list),
        page.getByRole('heading', { name: heading }).waitFor(),
      ]);
    }
  });
});

// ---- Publication PDF --------------------------------------------------------------------------

describe('publication PDF', () => {
  it('downloads the uploaded bytes for a member from the file endpoint; Storage refuses members and non-members', async () => {
    const publication = (await seeded('publications')).find((p) => typeof p.pdf_path === 'string' && p.pdf_path);
    if (!publication) throw new Error('The seed has no publication with an uploaded PDF (pdf_path).');
    const pdfPath = publication.pdf_path as string;
    const uploaded = await storedObject(pdfPath);

    const page = await memberPage();
    await recordObjectUrls(page);
    await page.goto(`/publications/${publication.id}`);
    await page.getByRole('heading', { level: 1, name: publication.title as string }).waitFor();
    const popup = page.waitForEvent('popup', { timeout: 15_000 });
    await page.getByRole('main').getByRole('button', { name: 'Download PDF' }).or(page.getByRole('main').getByRole('link', { name: 'Download PDF' })).first().click();
    const tab = await popup;

    const blob = await lastRecordedBlob(page);
    expect(blob.head).toBe('%PDF-');
    expect(blob.size).toBe(uploaded.length);
    expect(blob.sha256).toBe(sha256(uploaded));
    expect(blob.type).toBe('application/pdf');
    // The new tab shows the member's own copy, never a shareable download-token address.
    expect(tab.url()).not.toMatch(/token=/);
    await tab.close();

    // The bytes came from the portal's file endpoint: Storage itself refuses the member (and a
    // non-member), so no download-token address of the file can be made for them.
    await expect(readObjectAs(DEMO_MEMBER, pdfPath)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(readObjectAs(DEMO_NON_MEMBER, pdfPath)).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});

// ---- Dashboard: featured articles and a support request ----------------------------------------

/**
 * Dashboard and back to Articles, through the header's links, until the list shows `title` (the same
 * tab). Each time the dashboard is on screen before going back: a navigation is a transition, and a
 * click on Articles before the dashboard has rendered would leave the list that was there (never
 * unmounted, so never read again), as it would for a person.
 */
async function untilListShows(page: Page, title: string, timeout: number): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect
    .poll(
      async () => {
        await nav.getByRole('link', { name: 'Dashboard' }).click();
        await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
        await nav.getByRole('link', { name: 'Articles' }).click();
        return page.getByText(title, { exact: true }).first().waitFor({ timeout: 1_000 }).then(() => true, () => false);
      },
      { timeout },
    )
    .toBe(true);
}

describe('dashboard', () => {
  it('shows staff’s new article on the member’s next navigation, on the dashboard and the list, without a reload', async () => {
    const [{ id: _templateId, ...template }] = await seeded('articles');
    const template0Title = String(template.title);
    const page = await memberPage();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The list and the featured articles are read once and cached for the session.
    await nav.getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL('**/blog');
    await page.getByText(template0Title, { exact: true }).first().waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('region', { name: 'Featured Articles' }).getByRole('heading', { level: 3 }).first().waitFor();

    // Staff publish an article (the Admin SDK write runs the same content trigger as the editor's).
    const title = `Fresh from the practice ${uniqueEmail('f').slice(2, 10)}`;
    const id = `fresh-${Date.now()}`;
    const versions = adminDb().collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC);
    const written = Timestamp.now();
    await putContent('articles', id, { ...(template as ArticleDoc<Timestamp>), title, slug: id, created_at: written, published_at: written });
    try {
      // The content trigger stamps the articles' time of change, after the write.
      await expect.poll(async () => changedAt(versions), { timeout: 15_000 }).toBeGreaterThan(written.toMillis());

      // A navigation once the last check is older than CONTENT_FRESHNESS_MS shows it on the list:
      // go back and forth until one does (earlier ones share the check made before the change).
      await untilListShows(page, title, 20_000);
      // The refreshed list also serves the featured articles.
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('region', { name: 'Featured Articles' }).getByRole('heading', { level: 3, name: title }).waitFor();
    } finally {
      await deleteContent('articles', id, id);
    }
  });

  it('shows staff’s article scheduled for later in the member’s open tab once its time has passed, at the next navigation, without a reload', async () => {
    const [{ id: _templateId, ...template }] = await seeded('articles');
    const page = await memberPage();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The list is read and cached for the session.
    await nav.getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL('**/blog');
    await page.getByText(String(template.title), { exact: true }).first().waitFor();

    // Staff schedule an article a few seconds ahead; the trigger keeps its time in content_versions.
    const title = `Scheduled by the practice ${uniqueEmail('s').slice(2, 10)}`;
    const id = `scheduled-${Date.now()}`;
    const at = Timestamp.fromMillis(Date.now() + 15_000);
    const versions = adminDb().collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC);
    await putContent('articles', id, { ...(template as ArticleDoc<Timestamp>), title, slug: id, created_at: Timestamp.now(), published_at: at });
    try {
      await expect
        .poll(async () => (((await versions.get()).get(`scheduled.${COLLECTIONS.articles}`) as Timestamp[] | undefined) ?? []).some((t) => t.isEqual(at)), { timeout: 15_000 })
        .toBe(true);
      // Back and forth until a navigation after its time shows it on the list, from the same tab.
      await untilListShows(page, title, 45_000);
      expect(Date.now()).toBeGreaterThanOrEqual(at.toMillis());
    } finally {
      await deleteContent('articles', id, id);
    }
  });

  it('shows the member’s newest requests on the dashboard (DASHBOARD_REQUESTS), and all of them on /support a few at a time, with Show more reading the next ones', async () => {
    const member = await createUser({ email: uniqueEmail('requests'), name: 'Rhea Requests', role: 'member' });
    const other = await createUser({ email: uniqueEmail('other'), name: 'Otto Other', role: 'member' });
    const tickets = adminDb().collection(COLLECTIONS.supportTickets);
    const ticket = (uid: string, i: number): SupportTicketDoc<Timestamp> => {
      const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1 + i));
      return { user_id: uid, subject: `Request ${i} of ${uid.slice(0, 6)}`, message: 'A question.', status: 'open', created_at: at, updated_at: at, responded_at: null };
    };
    await Promise.all([
      ...Array.from({ length: 7 }, (_, i) => tickets.add(ticket(member.uid, i))),
      tickets.add(ticket(other.uid, 9)),
    ]);
    const page = await memberPage(member);
    const requests = page.getByRole('region', { name: 'Your requests' });
    // Each request is a link to its thread.
    const subjects = () => requests.getByRole('listitem').getByRole('link').allTextContents();
    await requests.getByRole('listitem').first().waitFor();
    const mine = (i: number) => `Request ${i} of ${member.uid.slice(0, 6)}`;
    expect(DASHBOARD_REQUESTS).toBe(2);
    expect(await subjects()).toEqual([6, 5].map(mine));
    await requests.getByRole('link', { name: 'All your requests' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Support requests' }).waitFor();
    // /support reads its own page (five), never starting from the dashboard's two.
    await expect.poll(subjects).toEqual([6, 5, 4, 3, 2].map(mine));
    await requests.getByRole('button', { name: 'Show more requests' }).waitFor();
    await requests.getByRole('button', { name: 'Show more requests' }).click();
    await expect.poll(subjects).toEqual([6, 5, 4, 3, 2, 1, 0].map(mine));
    await requests.getByRole('button', { name: 'Show more requests' }).waitFor({ state: 'detached' });
  });

  it('shows the three newest articles and sends a support request that appears under Your requests as Open', async () => {
    const member = await createUser({ email: uniqueEmail('support'), password: 'Support-Pass-42', name: 'Sam Support', role: 'member' });
    const page = await memberPage(member);

    const newest = (await seeded('articles')).slice(0, 3);
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await featured.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await featured.getByRole('heading', { level: 3 }).allTextContents()).toEqual(newest.map((a) => a.title));
    expect(await featured.getByRole('link', { name: /^Read more/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      newest.map((a) => `/blog/${a.slug as string}`),
    );

    const requests = page.getByRole('region', { name: 'Your requests' });
    await requests.getByText('You have not sent any requests yet.').waitFor();

    const subject = `Question about my visit ${uniqueEmail('s').slice(2, 10)}`;
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await dialog.waitFor();
    // The account's name and e-mail, read-only: staff reply to the account.
    for (const [label, value] of [['Name', member.name], ['Email', member.email]] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      expect(await field.inputValue()).toBe(value);
      expect(await field.getAttribute('readonly')).not.toBeNull();
    }
    await dialog.getByLabel('Subject', { exact: true }).fill(subject);
    await dialog.getByLabel('Message', { exact: true }).fill('Can I bring my own MRI images to the next appointment?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent!').waitFor();
    await page.getByText("We'll respond to your inquiry via email within 1-2 business days.").waitFor();
    // Closes by itself after 2 s.
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });

    const item = requests.getByRole('listitem').filter({ hasText: subject });
    await item.waitFor();
    expect(await item.textContent()).toContain('Open');
    // One request is enough for the link to all of them.
    await requests.getByRole('link', { name: 'All your requests' }).waitFor();

    const stored = await adminDb().collection(COLLECTIONS.supportTickets).where('user_id', '==', member.uid).get();
    expect(stored.size).toBe(1);
    const ticket = stored.docs[0].data() as SupportTicketDoc<Timestamp>;
    expect(ticket).toMatchObject({ user_id: member.uid, subject, status: 'open', responded_at: null });
    expect(Object.keys(ticket).sort()).toEqual(['created_at', 'message', 'responded_at', 'status', 'subject', 'updated_at', 'user_id']);
    expect(ticket.created_at).toBeInstanceOf(Timestamp);
    expect(ticket.updated_at.isEqual(ticket.created_at)).toBe(true);

    // Still there after a reload (from the server, not only from the page's memory).
    await page.reload();
    await requests.getByRole('listitem').filter({ hasText: subject }).waitFor();
  });
});

// ---- Card layout ------------------------------------------------------------------------------

/**
 * Every clamped text of the page's cards (title, excerpt): its visible height and the most its lines
 * may take; and each card's top with the top of its buttons (null without any).
 */
function cardLayout(page: Page) {
  return page.evaluate(() => {
    const texts = Array.from(document.querySelectorAll<HTMLElement>('.pmc-card .pmc-text-clamp'), (el) => {
      const style = getComputedStyle(el);
      const lineHeight = style.lineHeight.endsWith('px') ? parseFloat(style.lineHeight) : parseFloat(style.lineHeight) * parseFloat(style.fontSize);
      return { text: (el.textContent ?? '').slice(0, 40), height: el.clientHeight, most: Number(style.webkitLineClamp) * lineHeight + 1 };
    });
    const cards = Array.from(document.querySelectorAll('.pmc-card'), (card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      actionsTop: card.querySelector('.pmc-card-actions')?.getBoundingClientRect().top ?? null,
    }));
    return { texts, cards };
  });
}

/** Clamped texts within their lines; the buttons of the cards of one row at one height. */
async function expectCardsLevel(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const { texts, cards } = await cardLayout(page);
  expect(texts.length, `${where}: clamped card texts`).toBeGreaterThan(0);
  expect(texts.filter((t) => t.height > t.most), `${where}: texts taller than their lines`).toEqual([]);
  const rows = new Map<number, number[]>();
  for (const card of cards) if (card.actionsTop !== null) rows.set(card.top, [...(rows.get(card.top) ?? []), card.actionsTop]);
  for (const [top, buttons] of rows) {
    expect(Math.max(...buttons) - Math.min(...buttons), `${where}: buttons of the row at ${top} px`).toBeLessThanOrEqual(1);
  }
  return rows;
}

describe('content cards at 1280 px', () => {
  it('show at most their clamped lines, and the cards of a row keep their buttons level', async () => {
    const page = await freshPage({ viewport: { width: 1280, height: 1300 } });
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await featured.getByRole('link', { name: /^Read more/ }).nth(2).waitFor();
    const rows = await expectCardsLevel(page, 'dashboard');
    // The three featured articles stand in one row.
    expect([...rows.values()].some((buttons) => buttons.length === 3)).toBe(true);

    for (const list of LISTS) {
      await page.goto(list.path);
      await page.locator('main .pmc-card h2').first().waitFor();
      await expectCardsLevel(page, list.path);
    }
  });
});

// ---- Sanitized article body --------------------------------------------------------------------

describe('article HTML', () => {
  const XSS_ID = 'e2e-xss-article';
  const XSS_SLUG = 'e2e-script-payloads';

  afterAll(async () => {
    await deleteContent('articles', XSS_ID, XSS_SLUG);
  });

  it('renders a body full of script and event-handler payloads without running any of them', async () => {
    const [any] = await seeded('articles');
    const article = contentDoc<'articles', Timestamp>('articles', {
      slug: XSS_SLUG,
      title: 'E2E script payloads',
      excerpt: 'An excerpt with <img src=x onerror="window.__xss=1"> in it.',
      content: [
        '<p>This paragraph is safe and stays.</p>',
        "<script>window.__xss=1;alert('script')</script>",
        '<img src=x onerror="window.__xss=1;alert(\'img\')">',
        '<a href="javascript:window.__xss=1;alert(\'link\')">x</a>',
        '<svg onload="window.__xss=1;alert(\'svg\')"><circle r="1"></circle></svg>',
        '<iframe src="javascript:window.__xss=1"></iframe>',
        '<details open ontoggle="window.__xss=1">toggle</details>',
        '<p><a href="https://example.org/ok">A safe link</a></p>',
      ].join('\n'),
      image: String(any.image ?? ''),
      category: 'Patient Resources',
      author: String(any.author ?? 'Pain Medicine Consultants'),
      // Oldest of all: it does not push the demo articles off the dashboard.
      created_at: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')),
    });
    await putContent('articles', XSS_ID, article);

    const page = await memberPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${XSS_SLUG}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.getByText('This paragraph is safe and stays.').waitFor();
    const safeLink = page.getByRole('link', { name: 'A safe link' });
    expect(await safeLink.getAttribute('href')).toBe('https://example.org/ok');
    expect(await safeLink.getAttribute('rel')).toContain('noopener');

    // Let a broken image's onerror and the like fire, then try the link too.
    await imagesSettled(page);
    const xLink = page.getByRole('main').getByText('x', { exact: true });
    if (await xLink.count()) await xLink.first().click();
    await eventsFlushed(page);

    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const leftovers = await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      const withHandlers = Array.from(main.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on')));
      return {
        scripts: main.querySelectorAll('script').length,
        iframes: main.querySelectorAll('iframe').length,
        handlers: withHandlers.length,
        jsLinks: Array.from(main.querySelectorAll('a')).filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
      };
    });
    expect(leftovers).toEqual({ scripts: 0, iframes: 0, handlers: 0, jsLinks: 0 });
  });
});
