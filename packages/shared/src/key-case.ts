/** Deep key conversion between the client's camelCase and the database's snake_case. */

/**
 * Each spelling worked out once: a response's rows repeat the same few dozen keys, and working
 * out every key of every row again (two or three regular expressions a key) showed in a page's
 * CPU profile (`npm run bench:web-cpu`). Bounded, since a JSON document's keys can be anything.
 */
function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size >= 5000) known.clear();
      known.set(key, converted);
    }
    return converted;
  };
}

export const toSnakeCase = remembered((key) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase(),
);

export const toCamelCase = remembered((key) =>
  key.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Converts every key of plain objects (through arrays) with `convert`. Values under a key named in
 * `rawKeys` (in either spelling) are kept exactly as they are: JSON documents such as metadata.
 */
export function convertKeys(
  value: unknown,
  convert: (key: string) => string,
  rawKeys: ReadonlySet<string>,
): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, rawKeys));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const raw =
      rawKeys.size > 0 &&
      (rawKeys.has(key) || rawKeys.has(toCamelCase(key)) || rawKeys.has(toSnakeCase(key)));
    out[convert(key)] = raw ? inner : convertKeys(inner, convert, rawKeys);
  }
  return out;
}

/** The data API's select list of a row schema: its keys, snake_case, in order. */
export const selectOf = (schema: { shape: object }): string =>
  Object.keys(schema.shape).map(toSnakeCase).join(',');
