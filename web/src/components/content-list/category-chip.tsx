import Chip from '@mui/material/Chip';

/** A card's category, above its title (articles, resources, products). */
export function CategoryChip({ category }: { category: string }) {
  return <Chip label={category} size="small" color="primary" variant="outlined" />;
}
