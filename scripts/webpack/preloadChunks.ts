// Adds <link rel="preload" as="script"> to index.html for named async chunks that every first screen
// needs, so their request starts with the page's own scripts instead of after the main script runs.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class PreloadChunksPlugin {
  constructor(private readonly names: string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = this.names.flatMap((name) =>
          [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')),
        );
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
