// Moves the `early` entry's script into <head>, ahead of the stylesheet, as a plain (parser-blocking) script: it runs as soon as it
// arrives, before the stylesheet and long before the main script is evaluated, so its requests leave at once (a
// deferred script would run just before `main`, and the browser sends a fetch only once the main thread is free,
// after `main`'s evaluation: issue 25). The browser paints no frame before it has run, so the theme it sets from
// storage (src/theme/applied.ts) is there from the first frame. It is a few kilobytes; `main` stays deferred, found
// by the preload scanner meanwhile, and always runs after it.
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
        for (const tag of early) {
          delete tag.attributes.defer;
          tag.attributes.blocking = 'render';
        }
        // after the <meta> tags the other plugins write (the early script reads the language chunks' one) and the
        // font's preload (asked before the parser stops for this script), before the stylesheet, which a plain script
        // would otherwise wait for
        const first = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'meta' || (tag.tagName === 'link' && tag.attributes.as === 'font');
        data.headTags = [...data.headTags.filter(first), ...early, ...data.headTags.filter((tag) => !first(tag))];
        return data;
      });
    });
  }
}
