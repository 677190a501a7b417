// Orders index.html's <head> for the first status (issue 25). Everything the page needs is named before the early
// script, so the browser asks for all of it at once, as soon as the document arrives:
//
//   <meta>s · font preload · main (deferred) · script preloads · stylesheet · early
//
// The early script starts the first requests long before `main` is evaluated (a deferred script would run just
// before `main`, and a fetch leaves only once the main thread is free: issue 25), and the theme it sets from storage
// (src/theme/applied.ts) is there from the first frame, since the browser paints nothing before it has run. `main`
// stays deferred, so it still runs after it, once the document is parsed. With `main` named in <body> and the
// stylesheet after the early script, the browser asked for them about 60 ms later on loopback: the preload scanner
// did not find them while the early script ran, and its first timer kept the parser waiting. The early script now
// waits for the stylesheet, asked for at the same moment as itself; in exchange the stylesheets it adds for the
// home picture (features/warmStart/homePicture.ts) come after the first screen's, in the order the app has them.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

type Tag = HtmlWebpackPlugin.HtmlTagObject;

const isEarly = (tag: Tag) => tag.tagName === 'script' && /\/early(\.[0-9a-f]+)?\.js$/.test(String(tag.attributes.src ?? ''));
const isScript = (tag: Tag) => tag.tagName === 'script';
const isPreload = (as: string) => (tag: Tag) =>
  tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === as;
const isStylesheet = (tag: Tag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet';

export class HeadOrderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('HeadOrderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HeadOrderPlugin', (data) => {
        const all = [...data.headTags, ...data.bodyTags];
        const early = all.filter(isEarly);
        for (const tag of early) {
          delete tag.attributes.defer;
          tag.attributes.blocking = 'render';
        }
        const groups = [
          all.filter((tag) => tag.tagName === 'meta'),
          all.filter(isPreload('font')),
          all.filter((tag) => isScript(tag) && !isEarly(tag)),
          all.filter(isPreload('script')),
          all.filter(isStylesheet),
          early,
        ];
        const placed = new Set(groups.flat());
        data.headTags = [...groups.flat(), ...all.filter((tag) => !placed.has(tag))];
        data.bodyTags = [];
        return data;
      });
    });
  }
}
