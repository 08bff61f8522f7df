import type { ContentKind } from '@common/content';

/*
 * What the library's screens say under their heading. Declared here, as plain text, because two
 * readers need it: the screens themselves, and the build, which writes each of these screens an HTML
 * page that paints its banner before any script has run (app/route-shells.ts).
 */

/** The line under each list's heading. */
export const LIST_INTROS: Record<ContentKind, string> = {
  articles: 'Plain-language articles from our physicians on pain conditions, treatments and everyday life with pain.',
  publications: 'Peer-reviewed research and reviews by our physicians and colleagues in pain medicine.',
  resources: 'Guides, exercises and practical tools to help you manage pain between visits.',
  products:
    'Products our physicians find helpful for managing pain at home. Some links on this page are affiliate links: if you buy through them, we may earn a commission at no extra cost to you.',
};

/** The dashboard's welcome banner: its heading (the member's name follows it) and its line. */
export const WELCOME = {
  heading: 'Welcome',
  text: 'Your member library of trusted information for living better with pain.',
} as const;
