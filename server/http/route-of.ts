import { endpoints, type EndpointName } from '@/src/core/endpoints';

/** Method and fastify URL of a catalogue entry: "/pt" + path with "{name}" as ":name". */
export function routeOf(name: EndpointName): { method: 'GET' | 'POST'; url: string } {
  const e = endpoints[name];
  return { method: e.method, url: `/pt${e.path.replace(/\{(\w+)\}/g, ':$1')}` };
}

/** OpenAPI text naming the endpoint and the shape of `data`. */
export function doc(name: EndpointName, tag: string, data: string, summary: string) {
  return { tags: [tag], summary, description: `Endpoint \`${name}\`. data: \`${data}\`.`, operationId: name };
}
