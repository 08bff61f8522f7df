import { COLLECTIONS } from '@common/collections';
import { toResource } from '@/lib/firebase/content';
import { contentSource } from '@/lib/firebase/content-query';

/** The resources collection, cached for the session (see content-query). */
export const resourcesSource = contentSource(COLLECTIONS.resources, toResource);
