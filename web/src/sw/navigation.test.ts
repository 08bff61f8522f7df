import { describe, expect, it } from 'vitest';
import FIREBASE_JSON from '../../../firebase.json?raw';
import { NAVIGATION_PAGES, navigationPage } from './navigation';

const { hosting } = JSON.parse(FIREBASE_JSON) as {
  hosting: { rewrites: { source: string; destination?: string; function?: unknown }[] };
};

describe('the service worker\'s navigation table', () => {
  it('is firebase.json\'s page rewrites, in their order', () => {
    const pages = hosting.rewrites.filter((r) => r.destination).map((r) => r.destination);
    expect(NAVIGATION_PAGES.map((p) => p.page)).toEqual(pages);
  });

  it('answers each rewrite\'s addresses with its page, and every other path with the app', () => {
    for (const rewrite of hosting.rewrites.filter((r) => r.destination && r.source !== '**')) {
      const address = rewrite.source.replace('*', 'some-record');
      expect([address, navigationPage(address)]).toEqual([address, rewrite.destination]);
      // One segment only, as Hosting's `*`.
      expect(navigationPage(`${address}/more`)).toBe('/index.html');
    }
    for (const address of ['/', '/dashboard', '/account', '/admin/articles', '/blog']) expect(navigationPage(address)).toBe('/index.html');
  });

  it('leaves member files and Firebase\'s reserved paths to the network (firebase.json sends /files/** to a function)', () => {
    expect(hosting.rewrites.find((r) => r.function)?.source).toBe('/files/**');
    for (const address of ['/files', '/files/publications/p1/paper.pdf', '/__/auth/handler', '/__']) expect(navigationPage(address)).toBeNull();
    for (const address of ['/filesystem', '/__x']) expect(navigationPage(address)).toBe('/index.html');
  });
});
