import type { Product } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { productsSource } from './products-source';

/** All recommended products, newest first. */
export function getProducts(): Promise<Product[]> {
  return productsSource.list();
}

export function useProducts() {
  return useLoad('products', getProducts, { initial: productsSource.cached, errorLabel: 'Failed to load products' });
}
