import type { Field, NamedType } from "../../model/model.js";
import type { TypeLookup } from "../../model/queries.js";
import type { JsonSchema } from "../schema/shape-schema.js";
export function typeValidations(_type: NamedType, _lookup: TypeLookup): JsonSchema[] { return []; }
export function fieldValidations(_field: Field, _lookup: TypeLookup): JsonSchema[] { return []; }
