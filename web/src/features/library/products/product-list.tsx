import { listKind } from '../components/list-kind';
import { ProductCard } from './product-card';

/** The products list: category buttons, the affiliate disclosure, and the product card. */
export const productList = listKind('products', {
  renderCard: (product, first) => <ProductCard product={product} eager={first} />,
});
