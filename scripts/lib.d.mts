// Types of scripts/lib.mjs for the TypeScript that uses it (tests and the e2e setup).
export const ROOT: string;
export const WEB_BUILD_INPUTS: string[];
export const API_BUILD_INPUTS: string[];
export const API_ENTRY: string;
export const API_NODE_ARGS: string[];
export const API_ENV: Record<string, string>;
export const CHROMIUM_ARGS: string[];
export const PLAYWRIGHT_CHROMIUM_ARGS: string[];
export const CHROMIUM_HINT: string;
export function log(message: string): void;
export function npm(args: string[], options?: object): void;
export function ensureInstalled(): boolean;
export function ensureWebBuilt(): boolean;
export function ensureApiBuilt(): boolean;
export function webDocument(file: string, root?: string): string;
export function findChromium(
  env?: NodeJS.ProcessEnv,
): Promise<{ path: string; source: string } | { path: undefined; problem: string }>;
