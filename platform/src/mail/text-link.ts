/**
 * A link as a text email carries it: on a line of its own, inside <...> (RFC 3986, appendix C),
 * so a client that wraps or linkifies the text takes the whole link and nothing after it.
 */
export const textLink = (url: string): string => `<${url}>`;
