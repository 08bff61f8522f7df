import { ProductDetail } from '@/features/library/products/product-detail';
import { recordRoute } from './record-route';

export const { Component, preload } = recordRoute('products', ProductDetail);
