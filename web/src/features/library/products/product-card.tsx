import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { CategoryChip } from '@/components/content-list/category-chip';
import { ContentCard, type CardHeadingLevel } from '@/components/content-list/content-card';
import { clampLines } from '@/components/content-list/clamp';
import type { ProductSummary } from '@/lib/content-records';
import { AffiliateButton } from './affiliate-button';
import { SaveToggle } from '../components/save-toggle';

export function ProductCard({ product, eager, headingLevel }: { product: ProductSummary; eager?: boolean; headingLevel?: CardHeadingLevel }) {
  return (
    <ContentCard
      href={paths.product(product.slug)}
      title={product.name}
      headingLevel={headingLevel}
      corner={<SaveToggle kind="products" id={product.id} title={product.name} />}
      titleLines={2}
      image={product.image}
      eager={eager}
      overline={product.category && <CategoryChip category={product.category} />}
      actions={
        <>
          <AffiliateButton href={product.affiliate_link} label="View Product" itemName={product.name} fullWidth />
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            *Affiliate link disclosure: We may earn a commission
          </Typography>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ flexGrow: 1, ...clampLines(3) }}>
        {product.description}
      </Typography>
      {product.price && (
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{product.price}</Typography>
      )}
    </ContentCard>
  );
}
