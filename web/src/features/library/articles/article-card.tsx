import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { CategoryChip } from '@/components/content-list/category-chip';
import { CardText, ContentCard, type CardHeadingLevel } from '@/components/content-list/content-card';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { minutesLabel } from '@common/readability';
import type { ArticleSummary } from '@/lib/content-records';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { SaveToggle } from '../components/save-toggle';

/** The dashboard's cards and their loading placeholders share this height. */
export const FEATURED_CARD_MIN_HEIGHT = 460;

interface ArticleCardProps {
  article: ArticleSummary;
  eager?: boolean;
  /** On the dashboard: under its Featured Articles heading, a fixed height, and Read more. */
  featured?: boolean;
  /** Under a section's own heading (the dashboard, /saved): 3. */
  headingLevel?: CardHeadingLevel;
}

export function ArticleCard({ article, eager, featured = false, headingLevel = featured ? 3 : 2 }: ArticleCardProps) {
  const href = paths.article(article.slug);
  const readingTime = minutesLabel(article.reading_minutes);
  return (
    <ContentCard
      href={href}
      title={article.title}
      corner={<SaveToggle kind="articles" id={article.id} title={article.title} />}
      headingLevel={headingLevel}
      minHeight={featured ? FEATURED_CARD_MIN_HEIGHT : undefined}
      image={article.image}
      eager={eager}
      overline={article.category && <CategoryChip category={article.category} />}
      actions={
        featured && (
          <Button href={href} size="large" variant="outlined">
            Read more<span style={visuallyHidden}>: {article.title}</span>
          </Button>
        )
      }
    >
      <CardText tone="secondary" grow lines={3}>
        {article.excerpt}
      </CardText>
      <CardText variant="body2" tone="secondary">
        {article.author && <>By {article.author} · </>}
        <time dateTime={isoDate(article.published_at)}>{formatShortDate(article.published_at)}</time>
        {readingTime && <> · {readingTime}</>}
      </CardText>
    </ContentCard>
  );
}
