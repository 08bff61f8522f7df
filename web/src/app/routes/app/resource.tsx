import { ResourceDetail } from '@/features/library/resources/resource-detail';
import { recordRoute } from './record-route';

export const { Component, preload } = recordRoute('resources', ResourceDetail);
