import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ContentCard } from '@/components/content-list/content-card';
import { clampLines } from '@/components/content-list/clamp';
import type { Article } from '@/lib/content-records';
import { formatShortDate, isoDate } from '@/lib/format-date';

export function ArticleCard({ article, eager }: { article: Article; eager?: boolean }) {
  return (
    <ContentCard
      href={paths.article(article.slug)}
      title={article.title}
      image={article.image}
      eager={eager}
      overline={article.category && <Chip label={article.category} size="small" color="primary" variant="outlined" />}
    >
      <Typography color="text.secondary" sx={{ flexGrow: 1, ...clampLines(3) }}>
        {article.excerpt}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {article.author && <>By {article.author} · </>}
        <time dateTime={isoDate(article.created_at)}>{formatShortDate(article.created_at)}</time>
      </Typography>
    </ContentCard>
  );
}
