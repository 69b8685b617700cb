import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Classic zod (`z.object()` with methods) wires every schema to its JSON Schema converter
 * (`.toJSONSchema()`, `~standard.jsonSchema`), which no bundler can drop: about 20 KB of minified
 * code, 6 KB gzipped, on every page that parses with a shared schema. The web app never converts a
 * schema to JSON Schema (the server's OpenAPI does, outside this build), so in the web build
 * classic zod's two imports of the converter resolve to stand-ins that say so if ever called.
 * `aggregateChecks` (the `.minLength`/`.format` getters) stays the real one.
 */
const STUB_PROCESSORS = '\0zod-json-schema-processors';
const STUB_TO_JSON_SCHEMA = '\0zod-to-json-schema';

export function zodWithoutJsonSchema(): Plugin {
  const require = createRequire(import.meta.url);
  const coreDir = join(dirname(require.resolve('zod/v4/core')), '.');
  const processorsFile = join(coreDir, 'json-schema-processors.js');
  const processorNames = [
    ...readFileSync(processorsFile, 'utf8').matchAll(/^export const (\w+Processor) =/gm),
  ].map((match) => match[1]);
  const unavailable =
    "() => { throw new Error('JSON Schema conversion is not part of the web build'); }";
  return {
    name: 'athcare:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
      if (source === '../core/json-schema-processors.js') return STUB_PROCESSORS;
      if (source === '../core/to-json-schema.js') return STUB_TO_JSON_SCHEMA;
      return null;
    },
    load(id) {
      if (id === STUB_PROCESSORS) {
        return [
          `export { aggregateChecks } from ${JSON.stringify(processorsFile)};`,
          `const unavailable = ${unavailable};`,
          ...processorNames.map((name) => `export const ${name} = unavailable;`),
        ].join('\n');
      }
      if (id === STUB_TO_JSON_SCHEMA) {
        return [
          `const unavailable = () => ${unavailable};`,
          'export const createToJSONSchemaMethod = unavailable;',
          'export const createStandardJSONSchemaMethod = unavailable;',
        ].join('\n');
      }
      return null;
    },
  };
}
