import { LabelChip } from '@/components/ui/label-chip';

/** A card's category, above its title (articles, resources, products). */
export function CategoryChip({ category }: { category: string }) {
  return <LabelChip label={category} size="small" color="primary" variant="outlined" />;
}
