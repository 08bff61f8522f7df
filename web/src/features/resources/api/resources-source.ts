import { COLLECTIONS } from '@common/collections';
import { toResource } from '@/lib/content-records';
import { contentSource } from '@/lib/firebase/content-query';

/** The resources collection, cached for the session (see content-query). */
export const resourcesSource = contentSource(COLLECTIONS.resources, toResource);
