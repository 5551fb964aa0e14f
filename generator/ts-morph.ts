/**
 * The values the generator takes from ts-morph, loaded with `require`: imported as an ES
 * module, Node would first scan ts-morph's megabyte of CommonJS for the names it exports
 * (a tenth of a second of every run). Modules import its types from "ts-morph" as usual
 * (`import type`, erased), and its values from here.
 */
import { createRequire } from "node:module";

const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph");

export const { CodeBlockWriter, printStructure, StructureKind, VariableDeclarationKind, ts } = tsMorph;
export type CodeBlockWriter = import("ts-morph").CodeBlockWriter;
