/**
 * An HTML fragment the server keeps for the client (terms of service, the instance panel), or '' when the
 * answer is a whole page instead: a proxy that sends every unknown address to the app answers with the
 * app's own index.html, which is no document of the server's.
 */
export const serverFragment = (text: unknown): string =>
  typeof text === 'string' && !/^\s*(?:<!doctype|<html[\s>])/i.test(text) ? text : '';
