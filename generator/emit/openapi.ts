/**
 * OpenAPI documents. The API package has the whole API in OpenAPI 3.1 (`openapi/openapi.json`).
 * The server package has what Kubernetes tools read (`server/openapi/`): Swagger 2.0
 * (`swagger.json`, as /openapi/v2 serves it), one 3.0 document per served group-version
 * (`v3/apis/<group>/<version>.json`, as /openapi/v3/apis/<group>/<version> serves it) holding
 * its paths and the schemas they reach, and the whole API in 3.0 (`openapi-3.0.json`). So a
 * project that only validates does not install them (without served resources there is no
 * server package, and they are beside `openapi.json`).
 */
import { endpointsOf, hasServer } from "../model/endpoints.js";
import { projectOf } from "../model/project.js";
import type { Model } from "../model/model.js";
import { apiVersionOf } from "../model/names.js";
import { jsonFile, type Emitter, type GeneratedFile } from "./emitter.js";
import { openapi30 } from "./openapi/dialect-30.js";
import { openapi3Document, reachableSchemas, wholeOpenapi31 } from "./openapi/document-3.js";
import { swaggerDocument } from "./openapi/document-swagger.js";
import { componentSchemas } from "./openapi/schemas.js";

export const openapiEmitter: Emitter = {
  name: "openapi",
  emit(model: Model): GeneratedFile[] {
    const endpoints = endpointsOf(model);
    const served = hasServer(model) ? "server/openapi" : "openapi";
    const title = projectOf(model).title;
    // The 3.0 schemas, made once for the whole API and each group-version's document.
    const schemas30 = componentSchemas(model, openapi30);
    const files = [
      jsonFile("openapi/openapi.json", wholeOpenapi31(model)),
      jsonFile(
        `${served}/openapi-3.0.json`,
        openapi3Document(model, endpoints, openapi30, title, schemas30),
      ),
      jsonFile(`${served}/swagger.json`, swaggerDocument(model, endpoints)),
    ];
    for (const gv of model.groupVersions) {
      const own = endpoints.filter(
        (e) => e.kind.group === gv.group && e.kind.version === gv.version,
      );
      if (own.length === 0) continue;
      const full = openapi3Document(
        model,
        own,
        openapi30,
        `${title}: ${apiVersionOf(gv.group, gv.version)}`,
        schemas30,
        true,
      );
      const components = full.components as { schemas: Record<string, unknown> };
      const used = reachableSchemas(full.paths, schemas30, openapi30.refPrefix);
      components.schemas = Object.fromEntries(
        Object.entries(schemas30).filter(([name]) => used.has(name)),
      );
      files.push(
        jsonFile(
          `${served}/v3/apis/${gv.group === "" ? "core" : gv.group}/${gv.version}.json`,
          full,
        ),
      );
    }
    return files;
  },
};
