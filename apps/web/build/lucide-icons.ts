import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const FACTORY = fileURLToPath(new URL('../src/components/ui/lucide-icon.ts', import.meta.url));

/**
 * Each lucide icon module imports `../createLucideIcon.mjs`; this hands it our small factory
 * (src/components/ui/lucide-icon.ts) instead, so lucide's runtime never reaches the bundle. A build
 * that drew icons without the swap (a lucide release that moved the file) fails instead of quietly
 * shipping the larger runtime.
 */
export function lucideIcons(): Plugin {
  let swapped = 0;
  let iconModules = 0;
  return {
    name: 'kasuwa-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !ICON_MODULE.test(importer)) return null;
      iconModules += 1;
      if (path.basename(source) !== 'createLucideIcon.mjs') return null;
      swapped += 1;
      return FACTORY;
    },
    buildEnd(error) {
      if (!error && iconModules > 0 && swapped === 0) {
        this.error('lucide-react icons no longer import ../createLucideIcon.mjs: update build/lucide-icons.ts');
      }
    },
  };
}
