import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_UNCONFIRMED_DAYS } from '@common/limits';
import { KEPT_FLAG, keptFollowSession, mayHoldKept } from './kept-flag';
import { noteServerConfirmed, resetConfirmThrottle } from './kept';
import { claim, confirm, file, keep, list, remove, wipe, type KeepRequest } from './kept-store';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 1);

function article(id: string, extra: Partial<KeepRequest> = {}): KeepRequest {
  return { kind: 'articles', id, address: `slug-${id}`, title: `Article ${id}`, record: { id, title: `Article ${id}`, content: '<p>Hi</p>' }, ...extra };
}

afterEach(async () => {
  await wipe();
});

describe('the kept store', () => {
  it('keeps a record with its picture and file, sizes them, and gives the file back', async () => {
    const pdf = new Blob(['%PDF-1.4 pretend'], { type: 'application/pdf' });
    const picture = new Blob([new Uint8Array(300)], { type: 'image/webp' });
    await keep('ann', article('a1', { picture: { source: 'https://img/a1.webp', blob: picture }, file: { source: 'publications/a1/file.pdf', blob: pdf } }), NOW);

    const kept = await list('ann', NOW);
    expect(kept.hidden).toBe(false);
    expect(kept.items.map((item) => item.id)).toEqual(['a1']);
    const recordBytes = new TextEncoder().encode(JSON.stringify(article('a1').record)).byteLength;
    expect(kept.items[0].size).toBe(recordBytes + 300 + pdf.size);
    expect(kept.bytes).toBe(kept.items[0].size);

    const back = await file('ann', 'publications/a1/file.pdf', NOW);
    expect(back?.type).toBe('application/pdf');
    expect(await back?.text()).toBe('%PDF-1.4 pretend');
    expect(window.localStorage.getItem(KEPT_FLAG)).not.toBeNull();
  });

  it("never shows one account's pages to another, and a claim by another account deletes them", async () => {
    await keep('ann', article('a1'), NOW);
    expect((await list('bob', NOW)).items).toEqual([]);
    await claim('bob');
    expect((await list('ann', NOW)).items).toEqual([]);
  });

  it('removes one page and its files', async () => {
    await keep('ann', article('a1', { file: { source: 'f/a1.pdf', blob: new Blob(['x']) } }), NOW);
    await keep('ann', article('a2'), NOW + 1);
    await remove('ann', 'articles', 'a1');
    expect((await list('ann', NOW)).items.map((item) => item.id)).toEqual(['a2']);
    expect(await file('ann', 'f/a1.pdf', NOW)).toBeNull();
  });

  it(`hides the pages after ${KEPT_UNCONFIRMED_DAYS} days without a confirmation, and shows them again once confirmed`, async () => {
    await keep('ann', article('a1', { file: { source: 'f/a1.pdf', blob: new Blob(['x']) } }), NOW);
    const later = NOW + (KEPT_UNCONFIRMED_DAYS + 1) * DAY;
    expect(await list('ann', NOW + KEPT_UNCONFIRMED_DAYS * DAY)).toMatchObject({ hidden: false });
    expect(await list('ann', later)).toEqual({ items: [], hidden: true, bytes: 0 });
    expect(await file('ann', 'f/a1.pdf', later)).toBeNull();
    await confirm(later);
    expect((await list('ann', later)).items).toHaveLength(1);
    // A library read the server answered confirms the account the same way.
    const muchLater = later + (KEPT_UNCONFIRMED_DAYS + 1) * DAY;
    expect((await list('ann', muchLater)).hidden).toBe(true);
    resetConfirmThrottle();
    noteServerConfirmed(muchLater);
    await vi.waitFor(async () => expect((await list('ann', muchLater)).hidden).toBe(false));
  });

  it('wipes everything and the flag when the session ends', async () => {
    await keep('ann', article('a1'), NOW);
    expect(mayHoldKept()).toBe(true);
    await keptFollowSession(null);
    expect(mayHoldKept()).toBe(false);
    expect((await list('ann', NOW)).items).toEqual([]);
    const databases = await indexedDB.databases();
    expect(databases.map((db) => db.name)).toContain('pmc-kept');
  });

  it('a session of the same account keeps its pages', async () => {
    await keep('ann', article('a1'), NOW);
    await keptFollowSession('ann');
    expect((await list('ann', NOW)).items).toHaveLength(1);
  });
});
