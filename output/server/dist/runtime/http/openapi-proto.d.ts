/** A Swagger 2.0 document (parsed JSON) as a gnostic `openapi.v2.Document` in protocol buffers. */
export declare function swaggerToProtobuf(document: unknown): Uint8Array;
/** The media type of the protocol-buffer form as the server answers it (clients before 1.27 ask for `...spec.v2@v1.0+protobuf`). */
export declare const OPENAPI_V2_PROTOBUF_TYPE =
  "application/com.github.proto-openapi.spec.v2.v1.0+protobuf";
/**
 * Whether an Accept header prefers the protocol-buffer form: it names it, and names it before
 * any JSON type (clients that take both list the one they prefer first).
 */
export declare function wantsOpenApiProtobuf(accept: string | undefined): boolean;
