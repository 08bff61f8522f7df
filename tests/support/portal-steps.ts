/**
 * Steps a person takes in the portal, shared by the end-to-end suites (signing in, which the bench
 * does too: tooling/sign-in-steps.ts). Selectors are the accessible names a screen reader
 * announces, so a renamed label fails here first.
 */
import type { Page } from 'playwright-core';
import { randomInt, randomUUID } from 'node:crypto';
import { CONTENT_KINDS, type ContentKind } from '../../common/content';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { nextVerificationCode, verificationCodeCount } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { putMembershipCode } from './firestore-data';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

/** A fresh unused code that no other test holds (the seed's codes stay for the demo). */
export async function freshCode(): Promise<string> {
  for (;;) {
    const code = String(1000 + Math.floor(Math.random() * 9000));
    try {
      await putMembershipCode(code, {}, { onlyIfAbsent: true });
      return code;
    } catch {
      // Taken already: draw again.
    }
  }
}

export async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create Account', level: 1 }).waitFor();
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function enterCode(page: Page, code: string) {
  await page.getByRole('heading', { name: 'Membership Validation' }).waitFor();
  await page.getByLabel('Membership Code').fill(code);
  await page.getByRole('button', { name: 'Validate Code' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}

// ---- Member library --------------------------------------------------------------------------

/** The list screen's search box (a search input, or a plain text box labelled as one). */
export function searchBox(page: Page) {
  return page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByPlaceholder(/^Search/)).first();
}

/** Which of `texts` are visible as a whole text node (card titles, names), in the order given. */
export async function visibleTexts(page: Page, texts: readonly string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const text of texts) {
    if ((await page.getByText(text, { exact: true }).filter({ visible: true }).count()) > 0) shown.push(text);
  }
  return shown;
}

/** Waits until exactly `expected` of `all` are visible; throws with what was seen instead. */
export async function waitForVisibleTexts(page: Page, all: readonly string[], expected: readonly string[], timeoutMs = 15_000) {
  const want = all.filter((t) => expected.includes(t));
  const until = Date.now() + timeoutMs;
  let seen: string[];
  for (;;) {
    seen = await visibleTexts(page, all);
    if (seen.length === want.length && seen.every((t, i) => t === want[i])) return;
    if (Date.now() > until) {
      throw new Error(`Expected visible:\n  ${want.join('\n  ') || '(none)'}\nbut saw:\n  ${seen.join('\n  ') || '(none)'}`);
    }
    await page.waitForTimeout(200);
  }
}

/**
 * Records every Blob the page turns into an object URL (what a rules-checked download opens in a
 * new tab), so a test can read the bytes whatever the new tab does with them.
 */
export async function recordObjectUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __e2eBlobs: Blob[] };
    w.__e2eBlobs = [];
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) w.__e2eBlobs.push(object);
      return original(object);
    };
  });
}

/** SHA-256 (hex), size and type of the newest Blob recorded by recordObjectUrls, waiting for one. */
export async function lastRecordedBlob(page: Page, timeoutMs = 15_000): Promise<{ sha256: string; size: number; type: string; head: string }> {
  await page.waitForFunction(() => (window as unknown as { __e2eBlobs?: Blob[] }).__e2eBlobs?.length, undefined, { timeout: timeoutMs });
  return page.evaluate(async () => {
    const blobs = (window as unknown as { __e2eBlobs: Blob[] }).__e2eBlobs;
    const blob = blobs[blobs.length - 1];
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return {
      sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''),
      size: bytes.length,
      type: blob.type,
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  });
}

/** A fictional phone number no other test uses (the Auth emulator keeps every code it sent). */
export function uniquePhone(): string {
  return `+1555${String(randomInt(1_000_000, 9_999_999))}`;
}

/**
 * On "Protect your staff account" (any admin screen of staff without a second factor): adds `phone`
 * with the code the Auth emulator sent to it; the admin screen then opens.
 */
export async function enrollPhone(page: Page, phone: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Protect your staff account' }).waitFor();
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone);
  const sent = await verificationCodeCount(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'SMS code' }).fill(await nextVerificationCode(phone, sent));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Signs the demo admin in through the sign-in screen (its SMS code step included) and waits for their dashboard. */
export async function signInAsStaff(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await waitForDashboard(page, DEMO_ADMIN.name);
}

/** Staff's list of a kind, as staff open it (the page is signed in as staff). */
export async function openStaffList(page: Page, kind: ContentKind): Promise<void> {
  await page.goto(`/admin/${kind}`);
  await page.getByRole('heading', { level: 1, name: `Manage ${CONTENT_KINDS[kind].names.plural}` }).waitFor();
}

/** Staff's empty form for a new record of a kind, opened from the kind's list (signed in as staff). */
export async function openNewRecordForm(page: Page, kind: ContentKind): Promise<void> {
  const { singular } = CONTENT_KINDS[kind].names;
  await openStaffList(page, kind);
  await page.getByRole('button', { name: `New ${singular}` }).click();
  await page.getByRole('heading', { level: 1, name: `Create New ${singular}` }).waitFor();
}

/**
 * Staff's form of one record: signs in as the demo admin in a fresh page, opens the kind's admin
 * list (e.g. 'articles', 'Articles'), searches for `search` and opens the record titled `title`.
 */
export async function openStaffForm(page: Page, kind: string, plural: string, search: string, title: string): Promise<void> {
  await signInAsStaff(page);
  await page.goto(`/admin/${kind}`);
  await page.getByRole('heading', { level: 1, name: `Manage ${plural}` }).waitFor();
  await page.getByRole('searchbox', { name: `Search ${plural.toLowerCase()}` }).fill(search);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('heading', { level: 1, name: /^Edit / }).waitFor();
}

/**
 * On staff's list of a kind: Publish now on the row of the record named `name` (a draft or a
 * scheduled one), then waits for the list to say so.
 */
export async function publishNow(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Publish options for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByText(/ published: members can read it now\.$/).waitFor();
}
