import { describe, expect, it } from 'vitest';
import { UPLOADS } from '@common/content';
import { articlesAdmin } from './kinds/articles';
import { publicationsAdmin } from './kinds/publications';
import { resourcesAdmin } from './kinds/resources';
import { ownedFiles, ownedObjectPath, uploadPath } from './storage-paths';

const BUCKET = 'demo-pmc.appspot.com';
const url = (path: string, host = 'https://firebasestorage.googleapis.com', bucket = BUCKET) =>
  `${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=abc`;

describe('uploadPath', () => {
  it('puts images under images/{kind}/{id}/ and PDFs under their folder/{id}/', () => {
    const now = 1_700_000_000_000;
    expect(uploadPath(UPLOADS.image, 'articles', 'a1', { name: 'My Cover (final).PNG', type: 'image/png' }, now)).toBe(`images/articles/a1/${now.toString(36)}-my-cover-final.png`);
    expect(uploadPath(UPLOADS.publicationPdf, 'publications', 'p1', { name: 'paper.pdf', type: 'application/pdf' }, now)).toBe(`publications/p1/${now.toString(36)}-paper.pdf`);
    expect(uploadPath(UPLOADS.resourceFile, 'resources', 'r1', { name: '???.pdf', type: 'application/pdf' }, now)).toBe(`resources/r1/${now.toString(36)}-file.pdf`);
  });
});

describe('ownedObjectPath', () => {
  it('recognises our bucket\'s download addresses in the folder, on the real host and the emulator', () => {
    expect(ownedObjectPath(url('images/articles/a1/x.png'), BUCKET, 'images/articles/a1')).toBe('images/articles/a1/x.png');
    expect(ownedObjectPath(url('images/articles/a1/x.png', 'http://127.0.0.1:9199'), BUCKET, 'images/articles/a1')).toBe('images/articles/a1/x.png');
  });

  it('never claims another record\'s file, another bucket or an outside address', () => {
    expect(ownedObjectPath(url('images/articles/a2/x.png'), BUCKET, 'images/articles/a1')).toBeNull();
    expect(ownedObjectPath(url('images/articles/a1/x.png', undefined, 'other-bucket'), BUCKET, 'images/articles/a1')).toBeNull();
    expect(ownedObjectPath(url('images/articles/a1/../a2/x.png'), BUCKET, 'images/articles/a1')).toBeNull();
    expect(ownedObjectPath('https://cdn.example/images/articles/a1/x.png', BUCKET, 'images/articles/a1')).toBeNull();
    expect(ownedObjectPath('/images/prp-therapy.svg', BUCKET, 'images/articles/a1')).toBeNull();
  });
});

describe('ownedFiles', () => {
  it('lists uploaded PDFs and own images of a record', () => {
    expect(ownedFiles(publicationsAdmin, 'p1', { pdf_path: 'publications/p1/paper.pdf', pdf_url: '' }, BUCKET)).toEqual(['publications/p1/paper.pdf']);
    expect(
      ownedFiles(resourcesAdmin, 'r1', { thumbnail: url('images/resources/r1/t.png'), download_path: 'resources/r1/handout.pdf' }, BUCKET),
    ).toEqual(['images/resources/r1/t.png', 'resources/r1/handout.pdf']);
    expect(ownedFiles(articlesAdmin, 'a1', { image: 'https://cdn.example/a.png' }, BUCKET)).toEqual([]);
    // A path in another record's folder is not this record's to delete.
    expect(ownedFiles(publicationsAdmin, 'p1', { pdf_path: 'publications/p2/paper.pdf' }, BUCKET)).toEqual([]);
  });
});
