import { COLLECTIONS } from '@common/collections';
import { toPublication } from '@/lib/content-records';
import { contentSource } from '@/lib/firebase/content-query';

/** The publications collection, cached for the session (see content-query). */
export const publicationsSource = contentSource(COLLECTIONS.publications, toPublication);
