// Every endpoint of the API, by area. The API registers exactly these routes (a test checks the OpenAPI
// document against the routes Fastify holds); the web client finds an endpoint's types here by its route.
import type { Route } from '../routes/route.ts';
import type { Endpoint } from './endpoint.ts';
import { liveEndpoints } from './live.ts';
import { swapEndpoints } from './swaps.ts';

export const endpoints = {
  swaps: swapEndpoints,
  live: liveEndpoints,
};

type Areas = typeof endpoints;
/** Any one endpoint definition. */
export type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
/** The definition registered at a route. */
export type EndpointAt<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;

/** All definitions as a list, for the registration check and the docs. */
export const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap((area): Endpoint[] =>
  Object.values<Endpoint>(area),
);
