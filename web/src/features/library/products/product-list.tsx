import { listKind } from '../components/list-kind';
import { ProductCard } from './product-card';

/** The products list: category buttons, the affiliate disclosure, and the product card. */
export const productList = listKind('products', {
  intro: (
    <>
      Products our physicians find helpful for managing pain at home. Some links on this page are affiliate links: if you
      buy through them, we may earn a commission at no extra cost to you.
    </>
  ),
  renderCard: (product, first) => <ProductCard product={product} eager={first} />,
});
