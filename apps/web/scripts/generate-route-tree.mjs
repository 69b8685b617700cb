// Writes src/routeTree.gen.ts from src/routes without a Vite run, so a clean clone can type-check
// and lint before its first build. Same options as the Vite plugin (tsr.config.json).
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({}, root);
await new Generator({ config, root }).run();
console.log(`Route tree written to ${config.generatedRouteTree}`);
