import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteFile, RouteNode } from '@/src/core/schema-types';
import { ParamGuard } from './param-guard';
import { SchemaPage } from './schema-page';
import { SchemaRedirect } from './schema-redirect';

function toRoute(node: RouteNode, variantBase: string, notFound: ReactNode): RouteObject {
  const route: RouteObject = { path: node.path };
  let element: ReactNode = null;
  if (node.redirect) element = <SchemaRedirect base={variantBase} to={node.redirect} keepQuery={node.keepQuery} />;
  else if (node.page) element = <SchemaPage key={node.page} pageId={node.page} />;
  if (element && node.params) element = <ParamGuard patterns={node.params} notFound={notFound}>{element}</ParamGuard>;
  if (element) route.element = element;
  if (node.children) route.children = node.children.map((child) => toRoute(child, variantBase, notFound));
  return route;
}

/** The route file of a variant as react-router routes, relative to the variant base; the rest is its 404 page. */
export function buildRoutes(file: RouteFile, variantBase: string): RouteObject[] {
  const notFound = <SchemaPage key={file.notFound} pageId={file.notFound} />;
  return [...file.routes.map((node) => toRoute(node, variantBase, notFound)), { path: '*', element: notFound }];
}
