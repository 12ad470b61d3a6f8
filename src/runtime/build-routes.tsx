import type { RouteObject } from 'react-router-dom';
import type { RouteFile, RouteNode } from '@/src/core/schema-types';
import { SchemaPage } from './schema-page';
import { SchemaRedirect } from './schema-redirect';

function toRoute(node: RouteNode, variantBase: string): RouteObject {
  const route: RouteObject = { path: node.path };
  if (node.redirect) route.element = <SchemaRedirect base={variantBase} to={node.redirect} keepQuery={node.keepQuery} />;
  else if (node.page) route.element = <SchemaPage key={node.page} pageId={node.page} />;
  if (node.children) route.children = node.children.map((child) => toRoute(child, variantBase));
  return route;
}

/** The route file of a variant as react-router routes, relative to the variant base; the rest is its 404 page. */
export function buildRoutes(file: RouteFile, variantBase: string): RouteObject[] {
  return [
    ...file.routes.map((node) => toRoute(node, variantBase)),
    { path: '*', element: <SchemaPage key={file.notFound} pageId={file.notFound} /> },
  ];
}
