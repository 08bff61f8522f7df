import type { Product } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { productsSource } from './products-source';

/** One product by slug (from the cached list when loaded), or null. */
export function getProduct(slug: string): Promise<Product | null> {
  return productsSource.findBy('slug', slug);
}

export function useProduct(slug: string) {
  return useLoad(`product:${slug}`, () => getProduct(slug), {
    initial: () => productsSource.cached()?.find((product) => product.slug === slug),
    errorLabel: 'Failed to load product',
  });
}
