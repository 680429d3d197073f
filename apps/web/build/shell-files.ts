/** What Vite (Rolldown) tells a plugin about one output file: the parts the shell needs. */
export interface OutputFile {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  facadeModuleId?: string | null;
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The app shell the service worker downloads when it installs: the entry and everything it
 * imports, plus the chunks holding `screens` (the shopper screens worth opening offline) and
 * everything they import, with their CSS. Other screens (the dashboard, the scanner, the map) are
 * kept only once opened: a phone on paid data does not download them for nothing.
 */
export function shellFiles(files: OutputFile[], screens: RegExp): string[] {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const wanted = new Set<string>();
  const add = (file: OutputFile | undefined) => {
    if (!file || wanted.has(file.fileName)) return;
    wanted.add(file.fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) wanted.add(css);
    for (const name of file.imports ?? []) add(byName.get(name));
  };
  for (const file of files) {
    if (file.type !== 'chunk') continue;
    const modules = [file.facadeModuleId ?? '', ...(file.moduleIds ?? [])];
    if (file.isEntry || modules.some((id) => screens.test(normalise(id)))) add(file);
  }
  return [...wanted].sort().map((name) => `/${name}`);
}

const normalise = (id: string) => id.replaceAll('\\', '/');
