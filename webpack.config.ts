import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { HeadOrderPlugin } from './scripts/webpack/headOrder';
import { PreloadPlugin } from './scripts/webpack/preload';
import { CompileHintsPlugin } from './scripts/webpack/compileHints';
import { LocaleChunksPlugin } from './scripts/webpack/localeChunks';
import { selectPart } from './src/i18n/messageParts';
import { contentSecurityPolicy, flashPlayerContentSecurityPolicy } from './scripts/webpack/csp';
import { forwardToServer } from './scripts/webpack/devProxy';
import { isShellAsset } from './src/serviceWorker/shellAssets';

/** config.json's optional `server`: the instance's address when it is not the page's own origin. */
function configuredServer(): unknown {
  try {
    return (JSON.parse(readFileSync(path.resolve(__dirname, 'static/config.json'), 'utf8')) as { server?: unknown }).server;
  } catch {
    return undefined;
  }
}

/**
 * RENDERER=preact builds the same source on preact/compat (docs/architecture.md, "Renderer"): the first screen
 * without react-dom's weight. React stays the default; the code is written, typed and unit-tested against React.
 */
function rendererAliases(): Record<string, string> {
  const renderer = process.env.RENDERER ?? 'react';
  if (renderer === 'react') return {};
  if (renderer !== 'preact') throw new Error(`RENDERER is react or preact, not ${renderer}`);
  return {
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
  };
}

/**
 * React's DOM renderer (react-dom and its scheduler) as a script of its own beside `main`: the two compile at once, each
 * on its own background thread, while the main thread waits for both. Measured with the bench driving Chromium bare
 * (docs/architecture.md, "Start-up speed"). preact's renderer is small enough to stay in `main`.
 */
const RENDERER_CHUNK = 'renderer';
const ownRendererChunk = () => (process.env.RENDERER ?? 'react') === 'react';

export default (_env: unknown, argv: { mode?: string }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  const instance = process.env.INSTANCE ?? `http://127.0.0.1:${process.env.DEMO_PORT ?? '4100'}`;
  const port = Number(process.env.PORT ?? 8080);
  // The policy allows the configured server's exact origin for images, media and requests (see docs/architecture.md).
  const cspOptions = {
    servers: [process.env.INSTANCE, configuredServer()],
    // The dev server's own addresses are 'self'; the built app's are not known at build time.
    self: production ? [] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
  };
  const csp = contentSecurityPolicy(cspOptions);
  return {
    mode: production ? 'production' : 'development',
    // `early` starts the first requests while `main` is still being evaluated (see src/early.ts).
    entry: { early: './src/early.ts', main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.BUILD_DIR ?? 'dist'),
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      publicPath: '/',
      // each attempt at a chunk gives up after 120 s (spec 001 §7 Static); lazyRetrying tries again
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    // No eval-based source maps: the app runs under a CSP without 'unsafe-eval', in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // react-router's exports map only names its development build; its production build sits beside it.
      alias: production
        ? {
            ...rendererAliases(),
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            // Locale files arrive pre-compiled (see compileMessagesLoader), so the ICU parser stays out.
            '@formatjs/icu-messageformat-parser$': path.resolve(
              __dirname,
              'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
            ),
          }
        : rendererAliases(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.json$/,
          include: path.resolve(__dirname, 'locales'),
          type: 'json',
          use: { loader: path.resolve(__dirname, 'scripts/webpack/compileMessagesLoader.mjs'), options: { select: selectPart } },
        },
        ...(production
          ? [
              {
                test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
                use: { loader: path.resolve(__dirname, 'scripts/webpack/shakeableComponentsLoader.mjs') },
              },
            ]
          : []),
        // CSS is always extracted to files: a <style> tag injected at run time would break the CSP.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // the interface font (src/theme/fonts.css), from our own origin with a hashed name
        { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'static/fonts/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './static/index.html',
        templateParameters: { csp },
        inject: 'body',
        scriptLoading: 'defer',
        // html-webpack-plugin's production minification, keeping the one comment the server replaces
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          ignoreCustomComments: [/^server-generated-meta$/],
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
        },
      }),
      // Every first screen waits for the English messages (the base of every language), and its text needs the
      // interface font's latin files, regular and bold (theme/fonts.css): asked for with the document.
      new PreloadPlugin({
        chunks: ['locale-en'],
        fonts: /^static\/fonts\/atkinson-hyperlegible-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/,
      }),
      // …and names the other languages' chunks, for the early script to preload the reader's
      new LocaleChunksPlugin(),
      // What the first status needs, named in <head> before the early script, so it is all asked for with the
      // document (scripts/webpack/headOrder.ts)
      new HeadOrderPlugin(),
      // the entry scripts compiled while they stream in (scripts/webpack/compileHints.ts)
      ...(production ? [new CompileHintsPlugin(['early', 'main', ...(ownRendererChunk() ? [RENDERER_CHUNK] : [])])] : []),
      new MiniCssExtractPlugin({
        filename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
        chunkFilename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'static', to: 'static', globOptions: { ignore: ['**/index.html'] } },
          // The Flash player (Ruffle, from its npm package): its script, its hashed core and WebAssembly, and its
          // licences, beside the player page of static/ruffle/. Nothing asks for them until a flash attachment is
          // opened (see docs/architecture.md, "Media").
          {
            from: 'node_modules/@ruffle-rs/ruffle',
            to: 'static/ruffle',
            globOptions: { ignore: ['**/*.map', '**/package.json', '**/README.md'] },
            // already minified upstream: Terser would spend minutes on it again
            info: { minimized: true },
          },
          // …and the player page again, over the plain copy, with its own policy written in
          {
            from: 'static/ruffle/player.html',
            to: 'static/ruffle/player.html',
            force: true,
            priority: 1,
            transform: (content: Buffer) =>
              content.toString().replace('__FLASH_PLAYER_CSP__', flashPlayerContentSecurityPolicy(cspOptions)),
          },
        ],
      }),
      // The service worker at /sw-pleroma.js (not hashed: browsers look for it by name), precaching the shell
      // (src/serviceWorker/). Production only: the development server registers none.
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/serviceWorker/sw.ts',
              swDest: 'sw-pleroma.js',
              include: [({ asset }: { asset: { name: string } }) => isShellAsset(asset.name)],
              // hashed names need no revision of their own
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: ownRendererChunk()
          ? {
              [RENDERER_CHUNK]: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                chunks: 'initial',
                name: RENDERER_CHUNK,
                enforce: true,
              },
            }
          : {},
      },
      // One-letter export names where webpack renames them (two letters by default, kept stable when a module's
      // exports change): 1.9 KB gzip off the first screen (issue 25), for a few more chunks changing per release.
      mangleExports: production ? 'size' : false,
      // index.html is minified by html-webpack-plugin alone (above): webpack's own HTML minifier would drop the
      // <!--server-generated-meta--> comment that Pleroma and Akkoma replace
      minimizeOptions: { html: false },
      // webpack's own minifier (terser) for scripts, and esbuild for the extracted stylesheets, which nothing
      // minified before: the render-blocking one went from 10.7 to 7.2 KB gzip (issue 25). No target: the rules
      // are minified as written, never rewritten for other browsers.
      minimizer: ['...', new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss })],
    },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      allowedHosts: ['localhost', '127.0.0.1'],
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // the live-reload socket follows the page's own address
      client: { overlay: { errors: true, warnings: false }, webSocketURL: 'auto://0.0.0.0:0/ws' },
      static: false,
      proxy: [
        {
          // The API and media, and the server's own sign-in pages (Hollo's `/login?next=…`, snac2's
          // `/oauth/x-snac-login`, `/auth/…`) with what they load: see scripts/webpack/devProxy.ts.
          context: (_pathname: string, req: Parameters<typeof forwardToServer>[0]) => forwardToServer(req),
          target: instance,
          // A real server needs its own Host (virtual hosting); the demo instance gets the page's Host as it
          // is and builds its media and socket URLs from it (localhost or 127.0.0.1 alike).
          changeOrigin: Boolean(process.env.INSTANCE),
          // The sign-in pages' redirects to the server's own address come back through this server, and
          // their cookies (Hollo's login) belong to it, so the flow stays on one origin.
          autoRewrite: true,
          protocolRewrite: 'http',
          cookieDomainRewrite: { '*': '' },
          secure: true,
          ws: true,
        },
      ],
    },
  };
};
