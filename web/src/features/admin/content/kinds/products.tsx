import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { clampLines } from '@/components/content-list/clamp';
import { ContentImage } from '@/components/ui/content-image';
import { paths } from '@/config/paths';
import type { Product } from '@/lib/content-records';
import type { AdminKind } from '../admin-kind';
import { htmlText } from '../html-text';
import { declaredAdminKind } from './declared-kind';

/** Products (docs/product.md §5 product form): the description is rich text. */
export const productsAdmin: AdminKind<Product> = {
  ...declaredAdminKind('products'),
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
};
