import { PRACTICE } from '@/config/practice';
import { reviewDueAfter } from '@common/practice';
import { describe, expect, it } from 'vitest';
import { CONTENT_KIND_NAMES, fieldsOf } from '@common/content';
import { aProduct, aPublication, aResource, anArticle } from '@/testing/content-fixtures';
import { declaredAdminKind } from './declared-kind';

const SAMPLES = {
  articles: anArticle({ image: 'https://example.com/a.png' }),
  publications: aPublication({ created_at: new Date('2024-03-01T12:00:00Z'), pdf_path: 'publications/p/paper.pdf' }),
  resources: aResource({ thumbnail: 'https://example.com/t.png', download_url: 'https://example.com/h.pdf' }),
  products: aProduct({ image: 'https://example.com/p.png' }),
};

describe.each(CONTENT_KIND_NAMES)('the %s admin kind, derived from CONTENT_KINDS', (kind) => {
  const admin = declaredAdminKind(kind);

  it('edits every declared field but the slug, a server-set date, an upload path, the save stamps (writer, time, version) and the publish time (its own actions)', () => {
    const onForm = new Set(admin.fields.flatMap((field) => [field.name, ...(field.type === 'file' ? [field.pathName] : [])]));
    for (const [name, field] of fieldsOf(kind)) {
      const derived =
        field.type === 'slug' || field.type === 'actor' || field.type === 'version' || field.type === 'publish' || (field.type === 'timestamp' && field.setBy !== undefined);
      expect([name, onForm.has(field.formName ?? name)]).toEqual([name, !derived]);
    }
  });

  it('gives a new record every form value', () => {
    expect(Object.keys(admin.emptyValues()).sort()).toEqual(Object.keys(admin.toValues(SAMPLES[kind] as never)).sort());
  });

  it('saves what it loaded: record -> form values -> document', () => {
    const record = SAMPLES[kind] as unknown as Record<string, unknown>;
    const doc = admin.toDoc(admin.toValues(SAMPLES[kind] as never));
    for (const [name, value] of Object.entries(doc)) expect([name, value]).toEqual([name, record[name]]);
  });
});

describe('the medical review on the admin form', () => {
  const admin = declaredAdminKind('articles');
  const values = (changes: Record<string, string>) => ({ ...admin.toValues(SAMPLES.articles as never), ...changes });

  it('offers "not reviewed" and the practice\'s reviewers, and leaves the dates empty on a new record', () => {
    const field = admin.fields.find((f) => f.name === 'reviewed_by');
    expect(field).toMatchObject({ type: 'select', options: ['', ...PRACTICE.reviewers] });
    expect(admin.emptyValues()).toMatchObject({ reviewed_by: '', reviewed_at: '', review_due: '', references: '' });
  });

  it('sets the next review the review period after the last one when it is left empty', () => {
    const doc = admin.toDoc(values({ reviewed_by: PRACTICE.reviewers[0]!, reviewed_at: '2026-01-10', review_due: '' }));
    expect(doc.reviewed_at).toEqual(new Date('2026-01-10T12:00:00Z'));
    expect(doc.review_due).toEqual(reviewDueAfter(new Date('2026-01-10T12:00:00Z'), PRACTICE.reviewPeriodMonths));
  });

  it('keeps a next review that staff chose, and stores no dates for a record not reviewed', () => {
    expect(admin.toDoc(values({ reviewed_at: '2026-01-10', review_due: '2026-07-01' })).review_due).toEqual(new Date('2026-07-01T12:00:00Z'));
    const none = admin.toDoc(values({ reviewed_by: '', reviewed_at: '', review_due: '' }));
    expect([none.reviewed_at, none.review_due]).toEqual([null, null]);
  });
});
