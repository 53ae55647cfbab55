import {
  routes,
  routeUrl,
  type RouteInput,
  type RouteName,
  type RouteOutput,
} from '@portfolio/contracts';
import type Koa from 'koa';
import { inject, type DispatchFunc } from 'light-my-request';

/** A route's inputs as a tool gathers them (each checked by the route itself). */
export interface ToolRouteInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** A refusal of the REST API, with its status and the contract's message. */
export class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request a tool call stands in for: who calls, and from where. */
export interface Caller {
  authorization: string;
  remoteAddress: string | undefined;
  /** Forwarding headers of the outer request, so proxies and HTTPS are read the same way. */
  forwarded: Record<string, string>;
}

export type CallRoute = <N extends RouteName>(
  name: N,
  input?: ToolRouteInput,
) => Promise<{ body: RouteOutput<(typeof routes)[N]>; headers: Record<string, unknown> }>;

/**
 * Calls the contract's routes inside this process as the caller, through the whole app: the
 * same authentication, scope and tenancy checks, validation, limits and history as a REST call
 * (light-my-request, the injection library of the Fastify project, drives Koa's handler with a
 * request that never touches the network). A 4xx becomes a RouteRefusal with its message.
 */
export function routeCaller(app: Koa, caller: Caller): CallRoute {
  let dispatch: DispatchFunc | undefined;
  return async (name, input = {}) => {
    // Built on first use: by then every middleware of the app is in place.
    dispatch ??= app.callback() as unknown as DispatchFunc;
    const route = routes[name];
    const response = await inject(dispatch, {
      method: route.method,
      url: routeUrl(route, input as RouteInput<typeof route>),
      headers: {
        ...caller.forwarded,
        authorization: caller.authorization,
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: input.body === undefined ? undefined : JSON.stringify(input.body),
      remoteAddress: caller.remoteAddress,
    });
    const body = response.body ? (JSON.parse(response.body) as unknown) : undefined;
    if (response.statusCode >= 400) {
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new RouteRefusal(
        response.statusCode,
        typeof message === 'string' ? message : `The request was refused (${response.statusCode})`,
      );
    }
    return { body: body as RouteOutput<(typeof routes)[typeof name]>, headers: response.headers };
  };
}
