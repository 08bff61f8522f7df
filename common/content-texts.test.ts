import { describe, expect, it } from 'vitest';
import { CONTENT_TEXTS } from './content';

describe('CONTENT_TEXTS', () => {
  it("spells the product's texts of each kind (docs/product.md §8)", () => {
    expect(CONTENT_TEXTS.publications).toMatchObject({
      listLoading: 'Loading publications...',
      listError: 'Failed to load publications',
      recordError: 'Failed to load publication',
      notFoundTitle: 'Publication Not Found',
      notFoundMessage: "The publication you're looking for doesn't exist.",
      searchPlaceholder: 'Search publications',
      allLabel: 'All Years',
      emptyTitle: 'No publications found',
      emptyText: "We couldn't find any publications matching your search criteria.",
      backLabel: 'Back to Publications',
    });
    expect(CONTENT_TEXTS.articles.listError).toBe('Failed to load articles. Please try again later.');
    expect(CONTENT_TEXTS.articles.notFoundMessage).toBe("The article you're looking for doesn't exist.");
    expect(CONTENT_TEXTS.resources).toMatchObject({ allLabel: 'All Resources', recordError: 'Failed to load resource', notFoundTitle: 'Resource Not Found' });
    expect(CONTENT_TEXTS.products).toMatchObject({ saveError: 'Failed to save product. Please try again.', createTitle: 'Create New Product', save: 'Save Product' });
  });
});
