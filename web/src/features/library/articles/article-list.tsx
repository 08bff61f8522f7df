import { listKind } from '../components/list-kind';
import { ArticleCard } from './article-card';

/** The articles list: category buttons and the article card. */
export const articleList = listKind('articles', {
  intro: 'Plain-language articles from our physicians on pain conditions, treatments and everyday life with pain.',
  renderCard: (article, first) => <ArticleCard article={article} eager={first} />,
});
