/** One cover style per category (seeded pictures), so the lists look calm and varied. */
import { ARTICLE_CATEGORIES, PRODUCT_CATEGORIES, RESOURCE_CATEGORIES } from '@common/content';
import type { CoverStyle } from '../assets/cover';

type Style = Omit<CoverStyle, 'variant'>;

export const ARTICLE_STYLES: Record<(typeof ARTICLE_CATEGORIES)[number], Style> = {
  'Pain Conditions': { from: [226, 239, 247], to: [104, 156, 196], accent: [255, 255, 255], shape: 'rings' },
  'Treatment Options': { from: [230, 244, 238], to: [88, 160, 138], accent: [255, 255, 255], shape: 'circles' },
  'Mind-Body Approaches': { from: [240, 236, 248], to: [140, 120, 190], accent: [255, 255, 255], shape: 'waves' },
  'Nutrition & Lifestyle': { from: [250, 243, 228], to: [214, 150, 84], accent: [255, 252, 240], shape: 'circles' },
  'Patient Resources': { from: [236, 242, 250], to: [70, 110, 170], accent: [255, 255, 255], shape: 'bars' },
  'Research & Insights': { from: [235, 240, 242], to: [60, 96, 110], accent: [200, 230, 240], shape: 'rings' },
};

export const RESOURCE_STYLES: Record<(typeof RESOURCE_CATEGORIES)[number], Style> = {
  'Exercise & Physical Therapy': { from: [228, 244, 236], to: [72, 150, 120], accent: [255, 255, 255], shape: 'waves' },
  'Medication Management': { from: [236, 240, 250], to: [90, 110, 180], accent: [255, 255, 255], shape: 'bars' },
  'Nutrition for Pain Relief': { from: [250, 242, 226], to: [200, 130, 70], accent: [255, 250, 235], shape: 'circles' },
};

export const PRODUCT_STYLES: Record<(typeof PRODUCT_CATEGORIES)[number], Style> = {
  'Pain Relief Devices': { from: [230, 240, 248], to: [80, 130, 180], accent: [255, 255, 255], shape: 'rings' },
  Supplements: { from: [244, 248, 230], to: [130, 170, 80], accent: [255, 255, 245], shape: 'circles' },
  Books: { from: [248, 238, 232], to: [170, 100, 80], accent: [255, 248, 240], shape: 'bars' },
  Apps: { from: [236, 236, 250], to: [100, 90, 170], accent: [255, 255, 255], shape: 'waves' },
};
