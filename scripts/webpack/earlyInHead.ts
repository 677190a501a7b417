// Moves the `early` entry's script into <head> with blocking="render" (still deferred): the browser paints no
// frame before it has run, so the theme it sets from storage (src/theme/applied.ts) is there from the first
// frame. Parsing is not blocked and the scripts keep their order (early before main).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class EarlyInHeadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('EarlyInHeadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyInHeadPlugin', (data) => {
        const isEarly = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' && /\/early(\.[0-9a-f]+)?\.js$/.test(String(tag.attributes.src ?? ''));
        const early = data.bodyTags.filter(isEarly);
        data.bodyTags = data.bodyTags.filter((tag) => !isEarly(tag));
        for (const tag of early) tag.attributes.blocking = 'render';
        data.headTags.push(...early);
        return data;
      });
    });
  }
}
