import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SPREADSHEET_MAX_BYTES, UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { API_ENTRY, API_ENV, API_NODE_ARGS, ROOT } from '../../../scripts/lib.mjs';
import { MIGRATIONS_DIR } from './app/paths';
import { loadConfig, SETTING_NAMES } from './config/env';
import { startTestApp, type TestApp } from './test/test-app';

/**
 * Dockerfile, compose.yaml and deploy/nginx.conf, checked without Docker (this machine has no
 * daemon and cannot pull images; docs/deploy.md says so): what each file refers to exists and
 * agrees with the app.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const fromRoot = (absolute: string) => path.relative(ROOT, absolute);

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's stages and their instructions, continuation lines joined, comments dropped. */
function dockerStages(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const stages: Stage[] = [];
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stages.push({ name: /\bAS\s+(\S+)$/i.exec(args)?.[1], instructions: [] });
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
const copies = (stage: Stage) =>
  all(stage, 'COPY').map(({ args }) => {
    const from = /--from=(\S+)/.exec(args)?.[1];
    const paths = args.replace(/--\S+/g, '').trim().split(/\s+/);
    return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
  });

const stages = dockerStages(read('Dockerfile'));
const final = stages.at(-1)!;
const WORKDIR = all(final, 'WORKDIR').at(-1)!.args;
const dockerignore = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

describe('Dockerfile', () => {
  it('builds with every dependency, then keeps production dependencies only', () => {
    const build = stages.find((s) => s.name === 'build')!;
    expect(all(build, 'RUN').map((r) => r.args)).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    const [modules] = copies(final).filter((c) => c.destination === 'node_modules');
    const installer = stages.find((s) => s.name === modules!.from)!;
    const installs = all(installer, 'RUN').map((r) => r.args);
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/^npm ci --omit=dev --workspace=@kasuwa\/api /);
    // One node_modules holds every production package: none is installed under apps/api alone.
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> };
    const nested = Object.entries(lock.packages).filter(
      ([key, p]) => key.startsWith('apps/api/node_modules/') && !p.dev,
    );
    expect(nested).toEqual([]);
  });

  it('copies only what exists in the repository or what `npm run build` makes, to where the app looks', () => {
    const ignored = (source: string) => dockerignore.some((p) => p === source || p === `**/${path.basename(source)}`);
    for (const stage of stages) {
      for (const { from, sources } of copies(stage).filter((c) => !c.from)) {
        for (const source of sources) {
          expect(existsSync(path.join(ROOT, source)), `${source} exists`).toBe(true);
          expect(ignored(source), `${source} is not in .dockerignore`).toBe(false);
          expect(from).toBeUndefined();
        }
      }
    }
    const built = copies(final).filter((c) => c.from === 'build');
    const web = loadConfig({}, WORKDIR).webDistDir;
    expect(built.map((c) => [c.sources[0], path.resolve(WORKDIR, c.destination)])).toEqual([
      [
        path.posix.join('/app', fromRoot(path.dirname(API_ENTRY))),
        path.resolve(WORKDIR, fromRoot(path.dirname(API_ENTRY))),
      ],
      [path.posix.join('/app', fromRoot(web.replace(WORKDIR, ROOT))), web],
    ]);
    const plain = copies(final).filter((c) => !c.from);
    expect(plain.map((c) => c.sources[0])).toEqual(['apps/api/package.json', fromRoot(MIGRATIONS_DIR)]);
  });

  it('runs the compiled API as `npm start` does, not as root, with a health check', () => {
    const env = all(final, 'ENV')
      .map((e) => e.args)
      .join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    for (const [name, value] of Object.entries(API_ENV)) expect(env).toContain(`${name}=${value}`);
    const dataDir = /\bDATA_DIR=(\S+)/.exec(env)![1]!;
    expect(all(final, 'RUN').map((r) => r.args)).toContain(`mkdir -p ${dataDir} && chown node:node ${dataDir}`);
    expect(all(final, 'USER').map((u) => u.args)).toEqual(['node']);
    expect(JSON.parse(all(final, 'CMD')[0]!.args)).toEqual(['node', ...API_NODE_ARGS, fromRoot(API_ENTRY)]);
    expect(all(final, 'HEALTHCHECK')[0]!.args).toContain('/healthz');
  });

  describe("the health check's command", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.stop());

    // Run asynchronously: the server it asks lives in this process.
    const healthCheck = (port: string) => {
      const command = JSON.parse(/CMD (\[.*\])$/.exec(all(final, 'HEALTHCHECK')[0]!.args)![1]!) as string[];
      const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, PORT: port }, timeout: 10_000 });
      return new Promise<number | null>((resolve) => child.on('exit', resolve));
    };

    it('succeeds against a running server and fails where none answers', async () => {
      expect(await healthCheck(new URL(app.url).port)).toBe(0);
      expect(await healthCheck('9')).toBe(1);
    });
  });

  it('is not sent node_modules, builds, local data or secrets', () => {
    for (const pattern of ['.git', '**/node_modules', '**/dist', 'data', '.env'])
      expect(dockerignore).toContain(pattern);
  });
});

/** Compose's variable substitution: ${NAME:-default} gives the default, ${NAME:?error} a stand-in value. */
const substitute = (value: string) =>
  value
    .replace(/\$\{([A-Z_]+):-([^}]*)\}/g, (_m, _name: string, fallback: string) => fallback)
    .replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_m, name: string) => `${name.toLowerCase()}-stand-in`.padEnd(40, '-'))
    .replace(/\$\$/g, '$');

describe('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml')) as {
    services: Record<
      string,
      {
        build?: string;
        image?: string;
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        volumes?: string[];
      }
    >;
  };
  const apps = Object.entries(compose.services).filter(([, s]) => s.build === '.');

  it('runs two instances of this image, PostgreSQL, an S3-compatible store and a reverse proxy', () => {
    expect(apps.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    expect(compose.services.postgres?.image).toMatch(/^postgres:1[5-9]/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio:/);
    expect(compose.services.proxy?.image).toMatch(/^nginx:/);
    const [config] = compose.services.proxy!.volumes!.map((v) => v.split(':')[0]!);
    expect(existsSync(path.join(ROOT, config!))).toBe(true);
  });

  it("gives each instance settings the app accepts, pointing at the stack's own database and store", () => {
    for (const [, service] of apps) {
      const env = Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, substitute(String(v))]));
      expect(Object.keys(env).filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
      const config = loadConfig(env);
      expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
      expect(new URL(config.s3!.endpoint!).hostname).toBe('minio');
      expect(config.trustProxy).toBe(1);
      expect(service.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    }
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = read('deploy/nginx.conf');

  it('balances over both instances at the port they listen on, and keeps /metrics inside', () => {
    const port = /\bPORT=(\d+)/.exec(
      all(final, 'ENV')
        .map((e) => e.args)
        .join(' '),
    )![1];
    const upstream = /upstream kasuwa \{([^}]*)\}/.exec(nginx)![1]!;
    expect([...upstream.matchAll(/^\s*server (\S+)/gm)].map((m) => m[1])).toEqual([`api-1:${port}`, `api-2:${port}`]);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    expect(nginx).toContain('proxy_set_header X-Request-ID $request_id;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    const bodyMb = Number(/client_max_body_size (\d+)m;/.exec(nginx)![1]);
    expect(bodyMb * 1024 * 1024).toBeGreaterThan(Math.max(UPLOAD_MAX_BYTES, SPREADSHEET_MAX_BYTES));
  });
});

it('docs/deploy.md describes every setting the app reads', () => {
  const docs = read('docs/deploy.md');
  expect(SETTING_NAMES.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
});
