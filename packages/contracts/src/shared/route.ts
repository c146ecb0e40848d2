// Where an endpoint lives: its method and path, and nothing else. The files in this folder import no schema
// library, so the web app's first-load bundle can name any endpoint without pulling zod in. What the endpoint
// accepts and answers is defined beside it in `../endpoints/<area>.ts`, keyed by this same route.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint's address; `:name` segments are path parameters. */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export function route<const M extends HttpMethod, const P extends `/${string}`>(
  method: M,
  path: P,
): Route<M, P> {
  return { method, path };
}

/** The path with its `:name` parameters filled in, each value URL-encoded. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
