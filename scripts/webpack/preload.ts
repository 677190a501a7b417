// Adds <link rel="preload"> to index.html for what every first screen needs beyond index.html's own scripts, so it is
// asked for with the document instead of when something runs into it:
// - named async chunks (`as="script"`): the English messages, which every language's first screen waits for;
// - font files matched by a pattern (`as="font"`): the interface font's latin regular and bold. Found by the browser
//   only when the first status was laid out, they arrived after it was painted in the fallback font, and the text
//   then reflowed under the reader (a member's home, drawn from its picture before any script, moved its names and
//   the top bar's buttons sideways).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class PreloadPlugin {
  constructor(private readonly wanted: { chunks: string[]; fonts: RegExp }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const { chunks, fonts } = this.wanted;
        const scripts = chunks.flatMap((name) =>
          [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')),
        );
        const fontFiles = Object.keys(compilation.assets).filter((name) => fonts.test(name));
        if (fontFiles.length === 0) throw new Error(`PreloadPlugin: no file matches ${fonts}`);
        data.headTags.push(
          ...scripts.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
          ),
          // fonts are fetched in CORS mode, same-origin ones too: without `crossorigin` the preload is not used
          ...fontFiles.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return data;
      });
    });
  }
}
