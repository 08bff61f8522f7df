import { describe, expect, it } from 'vitest';
import { UPLOADS } from '@common/content';
import { LIMITS } from '@common/limits';
import { articlesAdmin } from './kinds/articles';
import { productsAdmin } from './kinds/products';
import { publicationsAdmin } from './kinds/publications';
import { resourcesAdmin } from './kinds/resources';
import { checkUpload, parseDateInput, splitList, todayInput, validateValues } from './validation';

const validPublication = {
  ...publicationsAdmin.emptyValues(),
  title: 'Radiofrequency ablation outcomes',
  authors: 'A. Nguyen, B. Patel',
  journal: 'Pain Medicine',
  year: '2024',
  abstract: 'A review.',
  pdf_url: 'https://journals.example/paper.pdf',
  published: '2024-03-01',
};

describe('validateValues', () => {
  it('asks for every required field of an empty article and keeps the defaults', () => {
    const errors = validateValues(articlesAdmin.fields, articlesAdmin.emptyValues());
    expect(errors).toEqual({
      title: 'Title is required',
      image: 'Featured Image is required',
      excerpt: 'Excerpt is required',
    });
  });

  it('accepts a complete article; its image is a full web address (as firestore.rules require)', () => {
    const values = { ...articlesAdmin.emptyValues(), title: 'T', excerpt: 'E', image: 'https://cdn.example/a.png' };
    expect(validateValues(articlesAdmin.fields, values)).toEqual({});
    expect(validateValues(articlesAdmin.fields, { ...values, image: '/images/prp-therapy.svg' }).image).toMatch(/starting with https:\/\//);
  });

  it('applies LIMITS with a message naming the field', () => {
    const values = { ...articlesAdmin.emptyValues(), title: 'x'.repeat(LIMITS.title + 1), excerpt: 'e'.repeat(LIMITS.excerpt + 1), image: 'https://a.example/i.png' };
    expect(validateValues(articlesAdmin.fields, values)).toEqual({
      title: `Title must be at most ${LIMITS.title} characters`,
      excerpt: `Excerpt must be at most ${LIMITS.excerpt.toLocaleString('en-US')} characters`,
    });
    expect(validateValues(articlesAdmin.fields, { ...values, title: 'x'.repeat(LIMITS.title), excerpt: 'ok' })).toEqual({});
  });

  it('refuses addresses that are not web addresses', () => {
    const product = { ...productsAdmin.emptyValues(), name: 'TENS', image: 'javascript:alert(1)', price: '$10', affiliate_link: 'shop.example/tens' };
    const errors = validateValues(productsAdmin.fields, product);
    expect(errors.image).toMatch(/starting with https:\/\//);
    expect(errors.affiliate_link).toMatch(/starting with https:\/\//);
    expect(validateValues(productsAdmin.fields, { ...product, image: 'https://a.example/i.png', affiliate_link: 'https://shop.example/tens' })).toEqual({});
  });

  it('checks a publication: authors, year range, date, and a PDF by upload or address', () => {
    expect(validateValues(publicationsAdmin.fields, validPublication)).toEqual({});
    expect(validateValues(publicationsAdmin.fields, { ...validPublication, pdf_url: '', pdf_path: 'publications/p1/paper.pdf' })).toEqual({});
    const errors = validateValues(publicationsAdmin.fields, { ...validPublication, authors: ' , ', year: '1850', published: '2024-02-31', pdf_url: '' });
    expect(errors).toEqual({
      authors: 'Authors is required',
      year: 'Year must be a year between 1900 and 2100',
      published: 'Published Date must be a valid date',
      pdf_url: 'PDF is required: upload a file or enter its address',
    });
    const many = Array.from({ length: LIMITS.authorsCount + 1 }, (_, i) => `Author ${i}`).join(', ');
    expect(validateValues(publicationsAdmin.fields, { ...validPublication, authors: many }).authors).toBe(`At most ${LIMITS.authorsCount} entries`);
  });

  it('leaves a resource download optional', () => {
    const resource = { ...resourcesAdmin.emptyValues(), title: 'Stretches', thumbnail: 'https://a.example/t.png', description: 'Five stretches.' };
    expect(validateValues(resourcesAdmin.fields, resource)).toEqual({});
    expect(validateValues(resourcesAdmin.fields, { ...resource, download_url: 'ftp:/x' }).download_url).toMatch(/https:\/\//);
  });

  it('bounds rich text by LIMITS.html', () => {
    const values = { ...articlesAdmin.emptyValues(), title: 'T', excerpt: 'E', image: 'https://a.example/i.png', content: 'x'.repeat(LIMITS.html + 1) };
    expect(validateValues(articlesAdmin.fields, values).content).toMatch(/Content is too long/);
  });
});

describe('helpers', () => {
  it('splits comma-separated lists, trimmed, without empty entries', () => {
    expect(splitList(' A. Nguyen ,B. Patel,, ')).toEqual(['A. Nguyen', 'B. Patel']);
  });

  it('reads dates as noon UTC and refuses impossible ones', () => {
    expect(parseDateInput('2024-03-01')?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(parseDateInput('2024-02-30')).toBeNull();
    expect(parseDateInput('03/01/2024')).toBeNull();
    expect(todayInput(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('checks an upload\'s type and size before sending it', () => {
    expect(checkUpload({ type: 'application/pdf', size: 1000 }, UPLOADS.publicationPdf)).toBeNull();
    expect(checkUpload({ type: 'image/png', size: 1000 }, UPLOADS.publicationPdf)).toBe('Choose a PDF file');
    expect(checkUpload({ type: 'image/gif', size: 1000 }, UPLOADS.image)).toBe('Choose a PNG, JPEG or WebP file');
    expect(checkUpload({ type: 'image/png', size: UPLOADS.image.maxBytes + 1 }, UPLOADS.image)).toBe('The file is larger than 5 MB');
    expect(checkUpload({ type: 'application/pdf', size: 21 * 1024 * 1024 }, UPLOADS.publicationPdf)).toBe('The file is larger than 20 MB');
    expect(checkUpload({ type: 'application/pdf', size: 0 }, UPLOADS.publicationPdf)).toBe('The file is empty');
  });
});
