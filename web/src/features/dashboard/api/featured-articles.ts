/**
 * The dashboard's featured articles (SPEC.md §7: articles newest first, limit 3). Cached for the
 * session; sign-out drops the cache (lib/member-cache.ts).
 */
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { FEATURED_ARTICLES } from '@common/content';
import { toArticle, type Article } from '@/lib/content-records';
import { getDb } from '@/lib/firebase/firestore';
import { onMemberCacheClear } from '@/lib/member-cache';

export type FeaturedArticle = Article;

let cached: FeaturedArticle[] | undefined;
onMemberCacheClear(() => {
  cached = undefined;
});

export function cachedFeaturedArticles(): FeaturedArticle[] | undefined {
  return cached;
}

export async function getFeaturedArticles(): Promise<FeaturedArticle[]> {
  if (cached) return cached;
  const snap = await getDocs(query(collection(getDb(), COLLECTIONS.articles), orderBy('created_at', 'desc'), limit(FEATURED_ARTICLES)));
  const articles = snap.docs.map(toArticle);
  cached = articles;
  return articles;
}
