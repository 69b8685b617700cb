/**
 * What pino blanks out of every log line: credentials in request headers wherever a logged object
 * carries them (Fastify's `req`, and plugins that log their options at trace, e.g. multipart's
 * `busboyOptions.headers`), and cookies the server sets.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers["set-cookie"]',
];
