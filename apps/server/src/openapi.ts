import { AREA_PREFIX, bodyBytesOf, type Endpoint, endpointPath, MAX_BODY_DEPTH } from '@career/api-sdk';
import * as z from 'zod/mini';

const envelopeOf = (data: unknown) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', example: 200 }, message: { type: 'string' }, data },
});

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function parametersOf(endpoint: Endpoint): unknown[] {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || object.required?.includes(name), schema: property });
    }
  }
  return list;
}

/** The OpenAPI 3.1 document of every contract entry, served at /api-docs. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const operations = paths[endpointPath(endpoint)] ?? {};
    operations[endpoint.method.toLowerCase()] = {
      summary: endpoint.summary,
      tags: [endpoint.area],
      'x-access': endpoint.access,
      parameters: parametersOf(endpoint),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              description: `JSON, ${bodyBytesOf(endpoint).toLocaleString('en-US')}바이트까지, 괄호는 ${MAX_BODY_DEPTH}단계까지`,
              content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
            },
            'x-max-body-bytes': bodyBytesOf(endpoint),
          }
        : {}),
      responses: {
        200: {
          description: '봉투 { code, message, data }: code 200이면 성공, 그 밖에는 message에 사유',
          content: { 'application/json': { schema: envelopeOf(jsonSchema(endpoint.data, 'output')) } },
        },
      },
    };
    paths[endpointPath(endpoint)] = operations;
  }
  return {
    openapi: '3.1.0',
    info: { title: '진로 코칭 플랫폼 API', version: '0.1.0' },
    servers: [{ url: '/' }],
    tags: Object.entries(AREA_PREFIX).map(([name, prefix]) => ({ name, description: prefix })),
    paths,
  };
}
