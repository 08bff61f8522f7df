import { COLLECTIONS } from '@common/collections';
import { toArticle } from '@/lib/content-records';
import { contentSource } from '@/lib/firebase/content-query';

/** The articles collection, cached for the session (see content-query). */
export const articlesSource = contentSource(COLLECTIONS.articles, toArticle);
