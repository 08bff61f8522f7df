import { ArticleDetail } from '@/features/library/articles/article-detail';
import { recordRoute } from './record-route';

export const { Component, preload } = recordRoute('articles', ArticleDetail);
