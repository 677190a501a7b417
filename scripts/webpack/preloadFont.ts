// Adds <link rel="preload" as="font"> to index.html for the interface font's files that every first screen's text
// uses (Atkinson Hyperlegible, latin, regular and bold). Found by the browser only when the first status is laid
// out, they arrived after it was painted in the fallback font, and the text then reflowed under the reader (a
// member's home, drawn from its picture before any script, moved its names and the top bar's buttons sideways).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class PreloadFontPlugin {
  constructor(private readonly file: RegExp) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadFontPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFontPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = Object.keys(compilation.assets).filter((name) => this.file.test(name));
        if (files.length === 0) throw new Error(`PreloadFontPlugin: no file matches ${this.file}`);
        // fonts are fetched in CORS mode, same-origin ones too: without `crossorigin` the preload is not used
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
