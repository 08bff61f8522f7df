import { listKind } from '../components/list-kind';
import { ArticleCard } from './article-card';

/** The articles list: category buttons and the article card. */
export const articleList = listKind('articles', {
  renderCard: (article, first) => <ArticleCard article={article} eager={first} />,
});
