import { describe, expect, it } from 'vitest';
import { shellFiles, type OutputFile } from './shell-files';

const chunk = (fileName: string, more: Partial<OutputFile> = {}): OutputFile => ({
  type: 'chunk',
  fileName,
  imports: [],
  moduleIds: [],
  facadeModuleId: null,
  ...more,
});

describe('shellFiles', () => {
  it('takes the entry, the chosen screens and what they import, with their CSS; not the other screens', () => {
    const files: OutputFile[] = [
      chunk('assets/index-1.js', {
        isEntry: true,
        imports: ['assets/vendor-2.js'],
        viteMetadata: { importedCss: new Set(['assets/index-3.css']) },
      }),
      chunk('assets/vendor-2.js'),
      chunk('assets/store-4.js', {
        facadeModuleId: '/repo/apps/web/src/app/routes/store.tsx',
        imports: ['assets/vendor-2.js', 'assets/tabs-5.js'],
      }),
      chunk('assets/tabs-5.js'),
      chunk('assets/cart-6.js', { moduleIds: ['/repo/apps/web/src/features/cart/cart-sync.ts'] }),
      chunk('assets/dashboard-main-7.js', { facadeModuleId: '/repo/apps/web/src/app/routes/dashboard-main.tsx' }),
      chunk('assets/scanner-8.js', { imports: ['assets/zxing-9.js'] }),
      chunk('assets/zxing-9.js'),
      { type: 'asset', fileName: 'assets/index-3.css' },
      { type: 'asset', fileName: 'assets/zxing_reader-10.wasm' },
    ];
    expect(shellFiles(files, /\/src\/(app\/routes\/store\.tsx|features\/cart\/cart-sync\.ts)$/)).toEqual([
      '/assets/cart-6.js',
      '/assets/index-1.js',
      '/assets/index-3.css',
      '/assets/store-4.js',
      '/assets/tabs-5.js',
      '/assets/vendor-2.js',
    ]);
  });

  it('follows imports through cycles once', () => {
    const files = [chunk('a.js', { isEntry: true, imports: ['b.js'] }), chunk('b.js', { imports: ['a.js'] })];
    expect(shellFiles(files, /never/)).toEqual(['/a.js', '/b.js']);
  });

  it('matches module ids written with Windows separators', () => {
    const files = [chunk('x.js', { facadeModuleId: 'C:\\repo\\apps\\web\\src\\app\\routes\\cart.tsx' })];
    expect(shellFiles(files, /\/src\/app\/routes\/cart\.tsx$/)).toEqual(['/x.js']);
  });
});
