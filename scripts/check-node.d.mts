// Types for check-node.mjs (imported by the server's test of it).
export function nodeVersionProblem(version: string, range: string): string | null;
export function requiredNodeRange(): string;
