/**
 * Where a worker thread's entry file is, in both ways the API runs: from TypeScript source (tsx,
 * vitest: the worker is a `.ts` file beside its caller and needs tsx's loader too) and from the
 * esbuild bundle (build.mjs emits each worker as its own entry next to main.js and its chunks).
 */
export function workerFile(callerUrl: string, names: { source: string; built: string }) {
  const fromSource = callerUrl.endsWith('.ts');
  return {
    filename: new URL(fromSource ? `./${names.source}` : `./${names.built}`, callerUrl).href,
    /** Undefined: the worker inherits this process's options, as Node does by default. */
    execArgv: fromSource ? ['--import', 'tsx'] : undefined,
  };
}
