import { paths } from '@/config/paths';
import { CategoryChip } from '@/components/content-list/category-chip';
import { CardText, ContentCard, type CardHeadingLevel } from '@/components/content-list/content-card';
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
          <CardText variant="body2" tone="secondary" small>
            *Affiliate link disclosure: We may earn a commission
          </CardText>
        </>
      }
    >
      <CardText tone="secondary" grow lines={3}>
        {product.description}
      </CardText>
      {product.price && (
        <CardText strong large>
          {product.price}
        </CardText>
      )}
    </ContentCard>
  );
}
