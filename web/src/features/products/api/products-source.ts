import { COLLECTIONS } from '@common/collections';
import { toProduct } from '@/lib/content-records';
import { contentSource } from '@/lib/firebase/content-query';

/** The products collection, cached for the session (see content-query). */
export const productsSource = contentSource(COLLECTIONS.products, toProduct);
