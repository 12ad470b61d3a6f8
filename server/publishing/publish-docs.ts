// Schema pieces and OpenAPI text of the publishers' calls (tag "publishing", domain censor).
import type { EndpointName } from '@/src/core/endpoints';
import { bodyId } from '@/server/applications/caller';
import { boundedInteger, portalHeaders } from '@/server/http/schema-parts';
import { doc } from '@/server/http/route-of';

export const publishDoc = (name: EndpointName, data: string, summary: string) => ({
  ...doc(name, 'publishing', data, `${summary}. A censor account with the publisher role; only its units and those below (FORBIDDEN otherwise)`),
  headers: portalHeaders,
});

export const revisionProp = { ...boundedInteger(0, 2147483647), description: 'the revision read; PUBLISH_CONFLICT when another save came first' };

export const valuesProp = { type: 'object', description: 'the position form: the body of PUT /pt/integration/v1/positions/{code} plus code' };

export const idBody = (name: string) => ({ [name]: bodyId });
