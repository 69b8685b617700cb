// Refuses to start on a Node.js older than the root package.json's `engines.node` (the LTS line the
// project supports), with a message saying what to install. Run before `npm start` and the server's
// start; plain JavaScript so that it runs, and explains, on any old Node.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} version e.g. "24.11.0" or "v24.11.0" */
function parse(version) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/**
 * The problem with running on `version` under the engines range `range` (only ">=x.y.z" ranges,
 * the form the root package.json uses), or null when it satisfies it.
 * @param {string} version
 * @param {string} range
 * @returns {string | null}
 */
export function nodeVersionProblem(version, range) {
  const floor = /^>=\s*(\S+)$/.exec(range.trim());
  const minimum = floor ? parse(floor[1]) : null;
  if (!floor || !minimum) throw new Error(`Unsupported engines.node range: "${range}"`);
  const current = parse(version);
  if (!current) return `Cannot read the Node.js version "${version}".`;
  for (let i = 0; i < 3; i++) {
    if (current[i] > minimum[i]) return null;
    if (current[i] < minimum[i]) {
      const wanted = minimum.join('.');
      return (
        `Athcare needs Node.js ${wanted} or newer (the LTS line, see "engines" in package.json); ` +
        `this is Node.js ${version.replace(/^v/, '')}. Install the current Node.js LTS and try again.`
      );
    }
  }
  return null;
}

/** The root package.json's engines.node. */
export function requiredNodeRange() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return pkg.engines.node;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problem = nodeVersionProblem(process.versions.node, requiredNodeRange());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
