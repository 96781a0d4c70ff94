import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { z } from "zod";

/*
 * Every answer of /api/v1 that a test client receives is checked against the OpenAPI document the app serves
 * (docs/decisions/102-generated-openapi-document.md): its status must be documented for the operation, and its
 * JSON body must match that status's schema. An answer the document does not describe fails the test that got it.
 */

const DocumentSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ responses: z.record(z.string(), z.unknown()) }))),
});
type ApiDocument = z.infer<typeof DocumentSchema> & Record<string, unknown>;

type Checker = (method: string, pathname: string, response: Response) => Promise<void>;

function pointerPart(value: string) {
  return value.replaceAll("~", "~0").replaceAll("/", "~1");
}

function patternOf(path: string) {
  const segments = path
    .split("/")
    .map((segment) => (segment.startsWith("{") ? "[^/]+" : segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}$`);
}

/** A checker for one served document. */
export function createDocumentChecker(served: unknown): Checker {
  const document: ApiDocument = { ...DocumentSchema.parse(served), $id: "openapi" };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document);
  // Literal paths before templated ones: /reviews/polish is not /reviews/{id}.
  const paths = Object.keys(document.paths)
    .map((path) => ({ path, pattern: patternOf(path), parameters: (path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.parameters - b.parameters);
  const validators = new Map<string, ValidateFunction>();

  function validatorOf(pointer: string) {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`openapi#${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      validators.set(pointer, validate);
    }
    return validate;
  }

  return async function check(method, pathname, response) {
    const apiPath = pathname.replace(/^\/api\/v1/, "").split("?")[0] ?? "";
    const label = `${method} /api/v1${apiPath} answered ${response.status}`;
    const documented = paths.find(({ pattern }) => pattern.test(apiPath));
    const isJson = response.headers.get("content-type")?.startsWith("application/json") === true;
    if (!documented) {
      // The catch-all route answers any other address 404; the edge (server/http.ts) may refuse first: hostile
      // characters (400), and for a state-changing request another origin (403), a body too large (413).
      const isRead = method === "GET" || method === "HEAD";
      const refused = isRead ? [400, 404] : [400, 403, 404, 413, 422];
      if (!refused.includes(response.status)) throw new Error(`${label}, but the document has no such path`);
      return;
    }
    const operations = document.paths[documented.path] ?? {};
    const operationMethod = method === "HEAD" ? "get" : method.toLowerCase();
    const operation = operations[operationMethod];
    if (!operation) {
      // A method the route does not take is 405; the edge may refuse a state-changing request first, as above.
      const refused = method === "GET" || method === "HEAD" ? [400, 405] : [400, 403, 405, 413, 422];
      if (!refused.includes(response.status))
        throw new Error(`${label}, but the document has no ${method} ${documented.path}`);
      return;
    }
    const status = String(response.status);
    if (!(status in operation.responses))
      throw new Error(`${label}, a status the document does not list for ${method} ${documented.path}`);
    if (method === "HEAD" || !isJson) return;
    const pointer = `/paths/${pointerPart(documented.path)}/${operationMethod}/responses/${status}/content/${pointerPart("application/json")}/schema`;
    const validate = validatorOf(pointer);
    const body: unknown = await response.clone().json();
    if (!validate(body))
      throw new Error(
        `${label}, a body the document does not describe: ${ajv.errorsText(validate.errors, { separator: "\n" })}\n${JSON.stringify(body).slice(0, 2000)}`,
      );
  };
}
