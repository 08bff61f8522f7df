import { listKind } from '../components/list-kind';
import { ResourceCard } from './resource-card';

/** The resources list: category buttons and the resource card. */
export const resourceList = listKind('resources', {
  renderCard: (resource, first) => <ResourceCard resource={resource} eager={first} />,
});
