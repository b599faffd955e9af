import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { coreApiDocument } from '../../../src-server/routes/openapi-document';

/**
 * Every JSON answer an API suite receives through `TestServer.request` is checked here against the
 * OpenAPI document the server serves (issue 18: "the API suites check real answers against the
 * documented schemas"): the route must be documented, the status documented for it, and the body
 * valid against that status's schema.
 */

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

interface DocumentedRoute {
  method: string;
  template: string;
  pattern: RegExp;
  /** Fewer parameters, then more literal text, wins: `/networks/expiring/` before `/networks/{uuid}/`. */
  parameters: number;
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server ignores a trailing slash (`ignoreTrailingSlash`), so matching does too. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function documentedRoute(method: string, template: string): DocumentedRoute {
  const parts = withoutTrailingSlash(template).split(/(\{[^}]+\})/);
  let parameters = 0;
  let literalLength = 0;
  const source = parts
    .map((part) => {
      if (!/^\{[^}]+\}$/.test(part)) {
        literalLength += part.length;
        return escapeRegExp(part);
      }
      parameters += 1;
      // `{path}` is Fastify's trailing wildcard (`/media/*`): the rest of the URL, slashes too.
      return part === '{path}' && template.endsWith('{path}') ? '.+' : '[^/]+';
    })
    .join('');
  return { method, template, pattern: new RegExp(`^${source}$`), parameters, literalLength };
}

/** `/a/{b}` → `a~1{b}`: a key inside a JSON pointer. */
const pointerKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

class AnswerContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly routes: DocumentedRoute[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi.json');
    this.routes = Object.entries(document.paths).flatMap(([template, item]) =>
      Object.keys(item).map((method) => documentedRoute(method.toUpperCase(), template)),
    );
  }

  /** The documented template a concrete path (query string stripped) belongs to. */
  template(method: string, path: string): string | undefined {
    // Fastify answers HEAD on every GET route; the GET documents both.
    const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const bare = withoutTrailingSlash(path.split('?')[0]!);
    const matches = this.routes
      .filter((route) => route.method === wanted && route.pattern.test(bare))
      .sort((a, b) => a.parameters - b.parameters || b.literalLength - a.literalLength);
    return matches[0]?.template;
  }

  /** Problems with one JSON answer; empty when it matches the document. */
  problems(method: string, path: string, status: number, body: unknown): string[] {
    const template = this.template(method, path);
    if (!template) return [`${method} ${path} is not in the OpenAPI document`];
    const operation = this.document.paths[template]![method.toLowerCase()]!;
    const where = `${method} ${template} ${status}`;
    if (!operation.responses[String(status)]?.content?.['application/json']) {
      const documented = Object.keys(operation.responses).join(', ');
      return [`${where} is not a documented JSON answer (documented: ${documented})`];
    }
    const validate = this.validator(template, method, status);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }

  private validator(template: string, method: string, status: number): ValidateFunction {
    const pointer = ['paths', template, method.toLowerCase(), 'responses', String(status)]
      .concat('content', 'application/json', 'schema')
      .map(pointerKey)
      .join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi.json#/${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

let contract: AnswerContract | undefined;

/** Built once per test process from the route docs, without a server. */
export function answerContract(): AnswerContract {
  contract ??= new AnswerContract(coreApiDocument() as OpenApiDocument);
  return contract;
}

/** Throws with every mismatch when a JSON answer does not match its documented schema. */
export function checkAnswerAgainstContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  const problems = answerContract().problems(method, path, status, body);
  if (problems.length === 0) return;
  const shown = JSON.stringify(body);
  throw new Error(
    `The answer does not match the OpenAPI document:\n${problems.join('\n')}\nbody: ${
      shown.length > 2_000 ? `${shown.slice(0, 2_000)}…` : shown
    }`,
  );
}
