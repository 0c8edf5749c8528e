import { createElement } from 'react';
import { useLoaderData } from 'react-router';

import { sectionComponent } from './loaders';

/** Renders the stream or themed section component the section loader resolved from the registry. */
export function RegistrySection() {
  const { sectionKey } = useLoaderData<{ sectionKey: string }>();
  const component = sectionComponent(sectionKey);
  return component ? createElement(component) : null;
}
