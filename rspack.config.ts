// One multi-compiler build: the host shell and every federated widget are separate deployables,
// each with its own Module Federation container and its own dist/<name>/ folder.
//
//   rspack build --config rspack.config.ts                 all deployables, production
//   rspack build --config rspack.config.ts --env only=host one deployable alone
//   rspack serve --config rspack.config.ts --env mock      host + widgets, MSW in the browser
//                                                          (built with `build --env mock`: into dist/mock/)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { routes, type RouteDef } from './contracts/src/routes.ts';
import { WIDGET_NAMES, containerName } from './contracts/src/widgets.ts';
import { handleMockSession } from './scripts/mock-session.ts';
import { ensureMockServiceWorker } from './scripts/msw-worker.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The federation runtime by its ES module builds. The plugin names the CommonJS ones, which tree
 * shaking cannot trim and which the shell's own `@module-federation/enhanced/runtime` import
 * (ES modules) would duplicate: embed.js and main.js 27.7 -> 23.6 KiB br, a widget's
 * remoteEntry.js 12.3 -> 8.1 KiB br (the manifest code of @module-federation/sdk leaves it).
 */
const federationRuntimeEsm = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/runtime-tools',
    '@module-federation/sdk',
    '@module-federation/error-codes',
    '@module-federation/inject-external-runtime-core-plugin',
  ].map((name) => {
    const cjs = require.resolve(name);
    const esm = [cjs.replace(/\.cjs$/, '.js'), cjs.replace(/\.cjs$/, '.mjs')].find(existsSync);
    if (!esm) throw new Error(`${name}: no ES module build beside ${cjs}`);
    return [cjs, esm];
  }),
);

interface Deployable {
  /** Name of the deployable, its dist/ folder and its registry key. */
  name: string;
  kind: 'host' | 'widget';
  dir: string;
}

const deployables: Deployable[] = [
  { name: 'host', kind: 'host', dir: 'host' },
  ...WIDGET_NAMES.map((name): Deployable => ({ name, kind: 'widget', dir: `widgets/${name}` })),
];

/** Loaded once per page whatever the number of widgets on it. */
const singletons = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@tanstack/react-query',
  'jotai',
  // jotai's entry points import its internals by relative path: a subpath left unshared would
  // bring a second store and a second Provider context. Its utils are left out: they import the
  // core by its shared name, and each deployable bundles the few it uses.
  'jotai/vanilla',
  'jotai/react',
  'styled-components',
  '@portfolio/ui',
  // The form checks (TypeBox's Value): a module of their own, loaded with the first form.
  // The rest of the contract is not shared: each deployable bundles the part it imports (the
  // package declares its side effects), where the whole of it shared was ~60 KiB br a page.
  '@portfolio/contracts/validation',
];

const shared = Object.fromEntries(
  singletons.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

/**
 * The endpoint table as browsers need it: what a client reads of a route (method, path, whether
 * it writes and what a write changes) without its TypeBox schemas, which the BFF, the mocks and the
 * OpenAPI document read and which would send most of the contract to every page. Written once per
 * build beside the dependencies and put in place of `contracts/src/routes.ts` (a mock build keeps
 * the schemas: its handlers check requests with them). `only` keeps the routes of those names.
 */
function browserRouteTable(file: string, only?: ReadonlySet<string>): string {
  const table = Object.fromEntries(
    Object.entries(routes as Record<string, RouteDef>)
      .filter(([name]) => !only || only.has(name))
      .map(([name, def]) => [
        name,
        {
          method: def.method,
          path: def.path,
          ...(def.changes?.length ? { changes: def.changes } : {}),
          ...(def.reads ? { reads: true } : {}),
        },
      ]),
  );
  const target = path.join(root, 'node_modules/.cache/portfolio', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(
    target,
    `export * from ${JSON.stringify(path.join(root, 'contracts/src/route-url.ts'))};\n` +
      `export const routes = ${JSON.stringify(table)};\n`,
  );
  return target;
}

/**
 * The routes a widget's code names (`routes.listProjects`): its own, the kit's (its fallback copy
 * of the shared kit is bundled too) and the contract's, tests, stories and mocks aside. Each
 * widget bundles only those: the whole table is 2 KiB br of every embedded widget's first view.
 * Only the event client reads the table by a name it is given, and it imports `all-routes.ts`.
 */
function routeNamesOf(d: Deployable): Set<string> {
  const names = new Set<string>();
  for (const dir of [`${d.dir}/src`, 'widgets/ui/src', 'contracts/src']) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$|(^|[\\/])testing[\\/]/.test(file))
        continue;
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const [, name] of text.matchAll(/\broutes\.(\w+)/g)) names.add(name!);
    }
  }
  return names;
}

/** The browser's endpoint tables of a deployable: the whole one, and the one its code names. */
interface BrowserRoutes {
  all: string;
  own: string;
}

function browserRoutesOf(d: Deployable, all: string): BrowserRoutes {
  if (d.kind === 'host') return { all, own: all };
  return { all, own: browserRouteTable(`browser-routes.${d.name}.js`, routeNamesOf(d)) };
}

/** Dev server paths: the same layout the BFF serves in production. */
const publicPathOf = (d: Deployable) => (d.kind === 'host' ? '/' : `/widgets/${d.name}/`);

/** Every file of src/expose/ is exposed under its base name: expose/Dashboard.tsx → './Dashboard'. */
function exposesOf(d: Deployable): Record<string, string> {
  const dir = path.join(root, d.dir, 'src/expose');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./${d.dir}/src/expose/${file}`]),
  );
}

/** Text files worth compressing; source maps are fetched by developers only. */
const COMPRESSIBLE = /\.(js|json|html|css|svg)$/;

/**
 * The brotli and gzip forms of every text file, made once at build time and written beside it
 * (`x.js.br`, `x.js.gz`): the BFF's static layer (koa-send) picks one by Accept-Encoding, a
 * CDN can do the same. compression-webpack-plugin works with rspack's compiler unchanged; its
 * defaults are the highest levels (brotli 11, gzip 9), paid once per build.
 */
const compressionPlugins = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
  }) as unknown as RspackPluginInstance,
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
  }) as unknown as RspackPluginInstance,
];

const mockSession = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
  if (!handleMockSession(req, res)) next();
};

interface Env {
  only?: string;
  mock?: boolean;
  RSPACK_SERVE?: boolean;
}

/**
 * The compilers' own log (`<w>` lines), less one expected warning: every federated build on
 * `publicPath: 'auto'` has the manifest plugin say it resolves paths through its host at run
 * time, which is what `auto` is for, once per widget. A newcomer took the nine of them on a
 * first start for problems; every other warning still shows.
 */
const EXPECTED_WARNING =
  /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/;
export const quietConsole = new Proxy(console, {
  get(target, key: keyof Console) {
    if (key !== 'warn') return target[key];
    return (...args: unknown[]) => {
      if (args.some((arg) => typeof arg === 'string' && EXPECTED_WARNING.test(arg))) return;
      target.warn(...args);
    };
  },
});

function configFor(
  d: Deployable,
  env: Env,
  mode: 'production' | 'development',
  browserRoutes: BrowserRoutes | undefined,
): Configuration {
  const serve = Boolean(env.RSPACK_SERVE);
  const isHost = d.kind === 'host';
  return {
    name: d.name,
    mode,
    context: root,
    infrastructureLogging: { console: quietConsole },
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    // A widget has no page of its own: its only entry is the federation container.
    entry: isHost
      ? {
          main: './host/src/main.ts',
          embed: './host/src/embed/embed.ts',
          'embed-sign-in': './host/src/embed/sign-in-popup.ts',
        }
      : {},
    output: {
      // A mock build never lands where `npm start` would serve it.
      path: path.join(root, env.mock ? 'dist/mock' : 'dist', d.name),
      publicPath: serve ? publicPathOf(d) : 'auto',
      uniqueName: containerName(d.name),
      // embed.js is included by third-party pages with one script tag, embed-sign-in.js by the
      // BFF's popup page: their names never change.
      filename: (data) =>
        data.chunk?.name === 'embed' ||
        data.chunk?.name === 'embed-sign-in' ||
        mode === 'development'
          ? '[name].js'
          : '[name].[contenthash:8].js',
      chunkFilename: mode === 'development' ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    target: ['web', 'es2022'],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: federationRuntimeEsm,
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Browsers of today run ES2022 as written: no ES5 helpers around every tagged
              // template (each styled component) and async function.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: mode === 'development' },
              },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(d.name),
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: isHost ? {} : exposesOf(d),
        remotes: {},
        shared,
        experiments: {
          // Each remoteEntry.js carries a federation runtime: the browser's alone.
          // Widgets are registered by their remoteEntry.js (host/src/remote/loader.ts reads it
          // from the manifest), so the runtime needs no manifest code; a widget loads no remotes.
          optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost },
          // The runtime's core ships once per page: the host's entries (main.js, embed.js) put it
          // on the page, every widget's remoteEntry.js uses that copy instead of its own.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      new rspack.DefinePlugin({ 'process.env.PORTFOLIO_MOCK': JSON.stringify(Boolean(env.mock)) }),
      browserRoutes &&
        new rspack.NormalModuleReplacementPlugin(
          /[\\/]contracts[\\/]src[\\/]routes\.ts$/,
          browserRoutes.own,
        ),
      browserRoutes &&
        new rspack.NormalModuleReplacementPlugin(
          /[\\/]contracts[\\/]src[\\/]all-routes\.ts$/,
          browserRoutes.all,
        ),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: './host/index.html',
          chunks: ['main'],
          filename: 'index.html',
          // The shell owns the root of its origin; deep links (/projects/42) need absolute script URLs.
          publicPath: '/',
        }),
      ...(mode === 'production' && !serve ? compressionPlugins() : []),
    ],
    optimization: {
      splitChunks: {
        // A widget's page loads its expose with the modules it shares with its other exposes:
        // one or two files of its own rather than five small ones, as each response costs its
        // headers too. The host keeps the defaults: its shared parts are cached across pages.
        ...(isHost ? {} : { minSize: 40_000 }),
        cacheGroups: {
          // Shared packages whose entry points always load together: one file each instead of
          // one per entry point (react, react/jsx-runtime, react-dom, react-dom/client; jotai's
          // five), as every response costs its headers too.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'async',
            enforce: true,
          },
          jotai: {
            test: /[\\/]node_modules[\\/]jotai[\\/]/,
            name: 'jotai',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer:
      isHost && serve
        ? {
            port: Number(process.env.PORT ?? 3000),
            historyApiFallback: { index: '/index.html' },
            static: env.mock ? [{ directory: ensureMockServiceWorker(), publicPath: '/' }] : [],
            hot: false,
            liveReload: true,
            setupMiddlewares: (middlewares) =>
              env.mock
                ? [{ name: 'mock-session', middleware: mockSession }, ...middlewares]
                : middlewares,
            headers: { 'Access-Control-Allow-Origin': '*' },
          }
        : undefined,
  };
}

export default (env: Env = {}, argv: { mode?: 'production' | 'development' } = {}) => {
  const mode = argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production');
  const selected = env.only ? deployables.filter((d) => d.name === env.only) : deployables;
  if (selected.length === 0) {
    throw new Error(
      `--env only=${env.only}: no such deployable (${deployables.map((d) => d.name).join(', ')})`,
    );
  }
  const all = env.mock ? undefined : browserRouteTable('browser-routes.js');
  return selected.map((d) =>
    configFor(d, env, mode, all === undefined ? undefined : browserRoutesOf(d, all)),
  );
};
