/**
 * The record form (docs/product.md §4, §5, §8): per-field messages, the saving state, the failure banner
 * that keeps everything typed, uploads checked before they start and shown with a progress bar,
 * the documents written (exact shapes), and the slug suffix.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE_CATEGORIES } from '@common/content';
import { PRACTICE } from '@/config/practice';
import { quietConsole } from '@/testing/content-list-suite';
import { aResource } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { UploadRequest } from '../api/content-store';
import { memoryStore, type MemoryStore } from '@/testing/memory-content-store';
import { articlesAdmin } from '../kinds/articles';
import { publicationsAdmin } from '../kinds/publications';
import { resourcesAdmin } from '../kinds/resources';
import { RecordForm } from './record-form';
import { SaveConflictError } from '../api/save-conflict';

// The picture's preparation as in the app (in jsdom it keeps the file: no createImageBitmap), held
// back while `picture.hold` is pending.
const picture = vi.hoisted(() => ({ hold: null as Promise<void> | null }));
vi.mock('../prepare-picture', async (original) => {
  const real = await original<typeof import('../prepare-picture')>();
  return {
    ...real,
    preparePicture: async (file: File) => {
      if (picture.hold) await picture.hold;
      return real.preparePicture(file);
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  picture.hold = null;
});

function renderForm<T extends AdminRecord>(kind: AdminKind<T>, { store = memoryStore(), record = null as T | null, id = 'new-1' } = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderScreen(<RecordForm kind={kind} store={store} record={record} recordId={id} onSaved={onSaved} onCancel={onCancel} />);
  return { store, onSaved, onCancel, user };
}

/** Types a whole value at once (a paste): typing character by character is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const saveButton = (name: string) => screen.getByRole('button', { name });
const editorReady = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 });

describe('the article form', () => {
  it('is titled for a new article, with the defaults of docs/product.md §5 and an excerpt of three rows', async () => {
    renderForm(articlesAdmin);
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(ARTICLE_CATEGORIES[0]);
    expect(screen.getByRole('combobox', { name: /^Author/ })).toHaveTextContent(PRACTICE.authors[0]!);
    expect(screen.getByRole('textbox', { name: /^Excerpt/ })).toHaveAttribute('rows', '3');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await editorReady();
    // Not yet readable by members: Publish, or keep it a draft.
    await waitFor(() => expect(saveButton('Publish')).toBeEnabled());
    expect(saveButton('Save as draft')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save Article' })).not.toBeInTheDocument();
  }, 15_000);

  it('shows a message under each missing field and moves the focus to the first', async () => {
    const { user, store } = renderForm(articlesAdmin);
    const save = vi.spyOn(store, 'save');
    await editorReady();
    await waitFor(() => expect(saveButton('Save as draft')).toBeEnabled());
    await user.click(saveButton('Save as draft'));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Featured Image is required')).toBeInTheDocument();
    expect(screen.getByText('Excerpt is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();

    // Messages follow the typing once shown.
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Sleep');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  }, 15_000);

  it('disables the buttons with a spinner while publishing, then shows the failure banner and keeps what was typed', async () => {
    quietConsole();
    const { user, store, onSaved } = renderForm(articlesAdmin);
    let fail: (error: Error) => void = () => undefined;
    vi.spyOn(store, 'save').mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await editorReady();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Pacing');
    await fill(user, screen.getByRole('textbox', { name: /^Featured Image URL/ }), 'https://cdn.example/p.png');
    await fill(user, screen.getByRole('textbox', { name: /^Excerpt/ }), 'Spread tasks out.');
    await waitFor(() => expect(saveButton('Publish')).toBeEnabled());
    await user.click(saveButton('Publish'));

    expect(saveButton('Publishing...')).toBeDisabled();
    expect(saveButton('Save as draft')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => fail(new Error('permission-denied')));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save article. Please try again.');
    expect(screen.getByRole('heading', { name: 'Create New Article' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Pacing');
    expect(screen.getByRole('textbox', { name: /^Excerpt/ })).toHaveValue('Spread tasks out.');
    expect(saveButton('Publish')).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  }, 15_000);

  it('saves a draft: the article document, slug from the title, with the next free suffix', async () => {
    const store = memoryStore({ articles: [{ id: 'old', slug: 'pacing', title: 'Pacing', created_at: new Date(0), published_at: null } as AdminRecord] });
    const { user, onSaved } = renderForm(articlesAdmin, { store });
    await editorReady();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Pacing');
    await fill(user, screen.getByRole('textbox', { name: /^Featured Image URL/ }), 'https://cdn.example/pacing.png');
    await fill(user, screen.getByRole('textbox', { name: /^Excerpt/ }), 'Spread tasks out.');
    expect(screen.getByText('Web address (slug): pacing')).toBeInTheDocument();
    await user.click(saveButton('Save as draft'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'new-1', slug: 'pacing-2' }, 'draft'));
    const saved = store.records.get('articles')!.find((r) => r.id === 'new-1');
    expect(saved).toEqual({
      id: 'new-1',
      slug: 'pacing-2',
      title: 'Pacing',
      excerpt: 'Spread tasks out.',
      content: '',
      image: 'https://cdn.example/pacing.png',
      category: ARTICLE_CATEGORIES[0],
      author: PRACTICE.authors[0],
      // Not reviewed yet.
      reviewed_by: '',
      reviewed_at: null,
      review_due: null,
      references: '',
      // Saved as a draft: members cannot read it.
      published_at: null,
      created_at: expect.any(Date),
    });
  }, 15_000);
});

describe('the publication form', () => {
  it('defaults the year to this year, splits authors, and turns the published date into created_at', async () => {
    const { user, store, onSaved } = renderForm(publicationsAdmin);
    expect(screen.getByRole('spinbutton', { name: /^Year/ })).toHaveValue(new Date().getFullYear());
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Sleep and Pain');
    await fill(user, screen.getByRole('textbox', { name: /^Authors/ }), ' C. Okafor ,D. Silva,, ');
    await fill(user, screen.getByRole('textbox', { name: /^Journal/ }), 'Sleep Journal');
    await fill(user, screen.getByRole('textbox', { name: /^Abstract/ }), 'A study.');
    await fill(user, screen.getByRole('textbox', { name: /^or PDF URL/ }), 'https://journals.example/sleep.pdf');
    const date = screen.getByLabelText(/^Published Date/);
    await user.clear(date);
    await user.type(date, '2023-05-04');
    await user.click(saveButton('Save as draft'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(store.records.get('publications')![0]).toEqual({
      id: 'new-1',
      title: 'Sleep and Pain',
      journal: 'Sleep Journal',
      year: String(new Date().getFullYear()),
      authors: ['C. Okafor', 'D. Silva'],
      abstract: 'A study.',
      pdf_url: 'https://journals.example/sleep.pdf',
      pdf_path: '',
      reviewed_by: '',
      reviewed_at: null,
      review_due: null,
      references: '',
      published_at: null,
      created_at: new Date('2023-05-04T12:00:00Z'),
    });
  }, 15_000);

  it('checks a file before uploading, uploads a PDF into the record folder with a progress bar, and keeps only its path', async () => {
    const store = memoryStore();
    let finish: () => void = () => undefined;
    const requests: UploadRequest[] = [];
    vi.spyOn(store, 'upload').mockImplementation((request) => {
      requests.push(request);
      request.onProgress(0.4);
      return { done: new Promise((resolve) => (finish = () => resolve({ path: request.path, url: null }))), cancel: () => undefined };
    });
    const { user, onSaved } = renderForm(publicationsAdmin, { store, id: 'pub-9' });
    const input = screen.getByLabelText('Upload PDF');
    expect(input).toHaveAttribute('accept', 'application/pdf');

    // The chooser's filter can be switched off: the form checks the type itself.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Choose a PDF file')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4'], 'Sleep Study.pdf', { type: 'application/pdf' }));
    expect(requests[0]!.path).toMatch(/^publications\/pub-9\/[a-z0-9]+-sleep-study\.pdf$/);
    expect(requests[0]!.withUrl).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Uploading Sleep Study.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading Sleep Study.pdf: 40%')).toBeInTheDocument();
    expect(saveButton('Publish')).toBeDisabled();
    expect(saveButton('Save as draft')).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByText(/Uploaded file:/)).toHaveTextContent('Uploaded file: sleep-study.pdf');
    expect(screen.queryByRole('textbox', { name: /PDF URL/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'T');
    await user.type(screen.getByRole('textbox', { name: /^Authors/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /^Journal/ }), 'J');
    await user.type(screen.getByRole('textbox', { name: /^Abstract/ }), 'B');
    await user.click(saveButton('Publish'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'pub-9' }, 'published'));
    expect(store.records.get('publications')![0]).toMatchObject({ pdf_url: '', pdf_path: requests[0]!.path, published_at: expect.any(Date) });
    expect(store.deleted).toEqual([]);
  }, 15_000);
});

describe('the resource form', () => {
  const existing = aResource({
    id: 'r1',
    slug: 'gentle-stretches',
    title: 'Gentle Stretches',
    thumbnail: 'https://storage.example/v0/b/demo-bucket/o/images%2Fresources%2Fr1%2Fold.png?alt=media',
    download_path: 'resources/r1/handout.pdf',
    content: '<p>Move <strong>slowly</strong>.</p>',
  });

  it('edits a resource: its content shows in the editor, and replaced files are removed after saving', async () => {
    const store: MemoryStore = memoryStore({ resources: [existing] });
    const { user, onSaved } = renderForm(resourcesAdmin, { store, record: existing, id: 'r1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Resource' })).toBeInTheDocument();
    const editor = await editorReady();
    expect(editor).toHaveTextContent('Move slowly.');
    expect(within(editor).getByText('slowly')).toBeInTheDocument();
    // Its reading time and grade, beside the practice's target (2 words, 1 sentence, 3 syllables).
    expect(screen.getByText('2 words · about 1 min read · reading grade 2.9, target 8 or lower')).toBeInTheDocument();

    // A new thumbnail upload, and the download removed.
    await user.upload(screen.getByLabelText('Upload image'), new File(['png'], 'new.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the thumbnail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    // Published already: Save keeps its publish time.
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    await user.click(saveButton('Save Resource'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'r1', slug: 'gentle-stretches' }, 'saved'));

    const saved = store.records.get('resources')![0] as unknown as Record<string, unknown>;
    expect(saved.content).toBe('<p>Move <strong>slowly</strong>.</p>');
    expect(saved.thumbnail).toMatch(/images%2Fresources%2Fr1%2F[a-z0-9]+-new\.png/);
    expect(saved.download_path).toBe('');
    expect(saved.published_at).toEqual(existing.published_at);
    expect(store.deleted.sort()).toEqual(['images/resources/r1/old.png', 'resources/r1/handout.pdf']);
  }, 15_000);

  it('cancels a picture while it is being prepared: nothing goes up and the form no longer waits', async () => {
    let prepared: () => void = () => undefined;
    picture.hold = new Promise((resolve) => (prepared = resolve));
    const store: MemoryStore = memoryStore({ resources: [existing] });
    const upload = vi.spyOn(store, 'upload');
    const { user } = renderForm(resourcesAdmin, { store, record: existing, id: 'r1' });
    await editorReady();
    await user.upload(screen.getByLabelText('Upload image'), new File(['png'], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('Uploading big.png: 0%')).toBeInTheDocument();
    expect(saveButton('Save Resource')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await act(async () => prepared());
    await waitFor(() => expect(screen.queryByText(/Uploading big\.png/)).not.toBeInTheDocument());
    expect(upload).not.toHaveBeenCalled();
    expect(saveButton('Save Resource')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);

  it('says who saved the record since it was opened, and when, what they changed, and loads their version to save on top of it', async () => {
    quietConsole();
    const store: MemoryStore = memoryStore({ resources: [existing] });
    const theirs = { ...existing, title: 'Gentle Stretches (revised)', content: '<p>Their body</p>', version: 4 };
    store.failNext.save = new SaveConflictError('Dana Admin', new Date('2026-11-24T14:41:00Z'), ['Title', 'Content'], theirs);
    const { user, onSaved } = renderForm(resourcesAdmin, { store, record: existing, id: 'r1' });
    await editorReady();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await fill(user, title, 'My title');
    await user.click(saveButton('Save Resource'));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/^This resource was changed by Dana Admin on Nov 24, 2026, \d{1,2}:41 [AP]M \S+ after you opened it, so your changes were not saved\./);
    expect(banner).toHaveTextContent('Changed since you opened it: Title, Content.');
    expect(onSaved).not.toHaveBeenCalled();
    // What was typed is still there until the saved version is loaded.
    expect(title).toHaveValue('My title');

    await user.click(within(banner).getByRole('button', { name: 'Load the saved version' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Gentle Stretches (revised)');
    expect(await editorReady()).toHaveTextContent('Their body');
    // The next save is made on top of the loaded version.
    const save = vi.spyOn(store, 'save');
    await user.click(saveButton('Save Resource'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0]![1].original).toBe(theirs);
  }, 15_000);

  it('says so when the record was deleted since the form was opened, with nothing to load', async () => {
    quietConsole();
    const store: MemoryStore = memoryStore({ resources: [existing] });
    store.failNext.save = new SaveConflictError('', null, [], null);
    const { user } = renderForm(resourcesAdmin, { store, record: existing, id: 'r1' });
    await editorReady();
    await user.click(saveButton('Save Resource'));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('This resource was deleted after you opened it, so your changes were not saved.');
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  }, 15_000);

  it('removes the files uploaded while the form was open when it is cancelled', async () => {
    const { user, store, onCancel } = renderForm(resourcesAdmin, { id: 'r2' });
    await user.upload(screen.getByLabelText('Upload PDF'), new File(['%PDF'], 'handout.pdf', { type: 'application/pdf' }));
    await screen.findByText(/Uploaded file:/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(store.deleted).toEqual([store.uploads[0]!.path]);
  });

  it('also removes a failed upload when it is cancelled: its bytes may have been stored with the answer lost', async () => {
    quietConsole();
    const { user, store, onCancel } = renderForm(resourcesAdmin, { id: 'r3' });
    store.failNext.upload = Object.assign(new Error('network'), { code: 'storage/retry-limit-exceeded' });
    await user.upload(screen.getByLabelText('Upload PDF'), new File(['%PDF'], 'handout.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(store.deleted).toEqual([store.uploads[0]!.path]);
  });
});
