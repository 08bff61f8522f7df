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

  it('edits every declared field but the slug, a server-set date, an upload path and the save stamps (writer, time, version)', () => {
    const onForm = new Set(admin.fields.flatMap((field) => [field.name, ...(field.type === 'file' ? [field.pathName] : [])]));
    for (const [name, field] of fieldsOf(kind)) {
      const derived = field.type === 'slug' || field.type === 'actor' || field.type === 'version' || (field.type === 'timestamp' && field.setBy !== undefined);
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
