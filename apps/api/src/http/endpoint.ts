// Registers a route from its declaration in @vtp/contracts (method, path, inputs, 200 answer, problem
// codes). Through the zod type provider the handler gets the parsed, typed input, and the typecheck
// refuses a handler whose answer is not the declared 200 shape; at run time the answer is encoded with
// the same schema (fastify-type-provider-zod's serializer), so an undeclared field never leaves the api.
import type {
  ContextConfigDefault,
  FastifyInstance,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { endpointProblemCodes, type EndpointDeclaration } from "@vtp/contracts/endpoint";

/** The Fastify route schema of a declaration (what the type provider reads). */
export interface EndpointSchema<E extends EndpointDeclaration> {
  params: E["params"];
  querystring: E["query"];
  headers: E["headers"];
  body: E["body"];
  response: { 200: E["response"] };
}

type AnyReply = { code(status: number): unknown };

export type EndpointHandler<E extends EndpointDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

export interface EndpointOptions<E extends EndpointDeclaration> {
  onRequest?: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
  /** Cache-Control of the 200 answer; every answer is `no-store` unless a public one says otherwise. */
  cacheControl?: string;
  handler: EndpointHandler<E>;
}

const SECURITY: Record<EndpointDeclaration["auth"], Record<string, string[]>[] | undefined> = {
  none: undefined,
  bearer: [{ bearerAuth: [] }],
  // A staff member's token, or a partner client's client-credentials token (decision 0045).
  staff: [{ bearerAuth: [] }, { partnerClient: ["partner-api"] }],
  "card-client": [{ cardClient: [] }],
  "card-client-basic": [{ cardClient: [], basicAuth: [] }],
};

/** Serves one declared endpoint under the plugin's prefix. */
export function serveEndpoint<E extends EndpointDeclaration>(app: FastifyInstance, endpoint: E, options: EndpointOptions<E>): void {
  const security = SECURITY[endpoint.auth];
  const cacheControl = options.cacheControl ?? "no-store";
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.onRequest !== undefined ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler !== undefined ? { preHandler: options.preHandler } : {}),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description !== undefined ? { description: endpoint.description } : {}),
      tags: [endpoint.tag],
      operationId: endpoint.operationId,
      ...(security !== undefined ? { security } : {}),
      ...(endpoint.params !== undefined ? { params: endpoint.params } : {}),
      ...(endpoint.query !== undefined ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers !== undefined ? { headers: endpoint.headers } : {}),
      ...(endpoint.body !== undefined ? { body: endpoint.body } : {}),
      response: { [endpoint.successStatus ?? 200]: endpoint.response },
      // Read by the OpenAPI transform (http/openapi.ts) to document every problem answer.
      "x-problems": endpointProblemCodes(endpoint),
      ...(endpoint.responseContentType !== undefined ? { "x-content-type": endpoint.responseContentType } : {}),
    } as unknown as EndpointSchema<E>,
    onSend: async (_request, reply, payload) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", reply.statusCode === 200 ? cacheControl : "no-store");
      return payload;
    },
    handler:
      endpoint.successStatus !== undefined && endpoint.successStatus !== 200
        ? (async function (this: FastifyInstance, request, reply) {
            // The handler answers the declared shape; the status says it was created (201) or accepted (202).
            const answer: unknown = await options.handler.call(this, request, reply);
            (reply as AnyReply).code(endpoint.successStatus!);
            return answer;
          } as EndpointHandler<E>)
        : options.handler,
  });
}
