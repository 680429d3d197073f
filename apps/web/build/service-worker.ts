import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { shellFiles, type OutputFile } from './shell-files';

/** Files of `public/` the shell keeps too: the page itself, the manifest and its icons. */
const PUBLIC_SHELL = [
  '/index.html',
  '/manifest.webmanifest',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-512.png',
];

/**
 * Builds `src/service-worker/sw.ts` into `sw.js` at the root of the build, after the app: the
 * worker is one classic script (no imports, which every browser's service worker can run), given
 * the list of the app shell's files (`shellFiles`) and a version that changes with any of them, so
 * a new deploy installs a new worker. docs/decisions/0021-an-offline-app-shell.md says why it is
 * written here rather than taken from Workbox.
 */
export function serviceWorker({ entry, screens }: { entry: string; screens: RegExp }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let files: string[] = [];
  return {
    name: 'kasuwa-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = shellFiles(Object.values(bundle) as OutputFile[], screens);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const all = [...PUBLIC_SHELL, ...files];
      const version = createHash('sha256')
        .update(all.join('\n'))
        .update(readFileSync(path.join(outDir, 'index.html')))
        .digest('hex')
        .slice(0, 16);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { __KASUWA_SHELL__: JSON.stringify({ version, files: all }) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          modulePreload: false,
          reportCompressedSize: false,
          rolldownOptions: {
            input: path.resolve(root, entry),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
    },
  };
}
