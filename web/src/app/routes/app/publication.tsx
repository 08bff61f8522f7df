import { PublicationDetail } from '@/features/library/publications/publication-detail';
import { recordRoute } from './record-route';

export const { Component, preload } = recordRoute('publications', PublicationDetail);
