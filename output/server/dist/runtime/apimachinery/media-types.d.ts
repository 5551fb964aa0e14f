/** Media types of request bodies, as Content-Type headers name them. */
/** The media type of a Content-Type header: lower case, without parameters. */
export declare function mediaType(contentType: string | undefined): string;
