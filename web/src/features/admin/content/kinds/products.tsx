import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LIMITS, PRODUCT_CATEGORIES, type ProductDoc } from '@common/content';
import { clampLines } from '@/components/content-list/clamp';
import { ContentImage } from '@/components/ui/content-image';
import { paths } from '@/config/paths';
import { toProduct, type Product } from '@/lib/content-records';
import type { AdminKind } from '../admin-kind';
import { htmlText } from '../html-text';

/** Products (SPEC.md §5 product form): the description is rich text. */
export const productsAdmin: AdminKind<Product> = {
  kind: 'products',
  singular: 'Product',
  plural: 'Products',
  texts: {
    loading: 'Loading products...',
    loadError: 'Failed to load products',
    saveError: 'Failed to save product. Please try again.',
    createTitle: 'Create New Product',
    editTitle: 'Edit Product',
    save: 'Save Product',
  },
  convert: toProduct,
  searchFields: ['name', 'description', 'category'],
  columns: [
    {
      header: 'Product',
      width: '55%',
      render: (p) => (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <ContentImage src={p.image} alt="" ratio={1} sx={{ width: 56, flexShrink: 0, borderRadius: 1 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {p.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={clampLines(2)}>
              {htmlText(p.description)}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { header: 'Category', render: (p) => p.category },
    { header: 'Price', render: (p) => p.price },
  ],
  label: (p) => p.name,
  memberPath: (p) => paths.product(p.slug),
  fields: [
    { type: 'text', name: 'name', label: 'Name', required: true, max: LIMITS.title },
    { type: 'image', name: 'image', label: 'Image', required: true },
    { type: 'select', name: 'category', label: 'Category', required: true, options: PRODUCT_CATEGORIES },
    { type: 'text', name: 'price', label: 'Price', required: true, max: LIMITS.price, hint: 'As shown to members, for example $39.99' },
    { type: 'text', name: 'affiliate_link', label: 'Affiliate Link', required: true, max: LIMITS.url, url: true },
    { type: 'richtext', name: 'description', label: 'Description', max: LIMITS.html },
  ],
  emptyValues: () => ({
    name: '',
    image: '',
    category: PRODUCT_CATEGORIES[0],
    price: '',
    affiliate_link: '',
    description: '',
  }),
  toValues: (p) => ({
    name: p.name,
    image: p.image,
    category: p.category,
    price: p.price,
    affiliate_link: p.affiliate_link,
    description: p.description,
  }),
  toDoc: (v): Omit<ProductDoc, 'slug' | 'created_at'> => ({
    name: v.name!.trim(),
    description: v.description ?? '',
    category: v.category!,
    price: v.price!.trim(),
    image: v.image!.trim(),
    affiliate_link: v.affiliate_link!.trim(),
  }),
  slugFrom: 'name',
};
