// Names every interface language's chunk in index.html (<meta name="locale-chunks" content="de=/…js …">): the early
// script preloads the reader's language beside English, so a German first screen does not wait for
// the main script to ask for German (a meta is data: the CSP allows no inline script).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** locale-de-json → de, locale-zh_Hant-json → zh_Hant (the chunk names of i18n/loadMessages.ts; not the parts, locale-settings-de-json) */
const LOCALE_CHUNK = /^locale-([a-z]+(?:_[A-Za-z]+)?)-json$/;

export class LocaleChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('LocaleChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LocaleChunksPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const pairs: string[] = [];
        for (const [name, chunk] of compilation.namedChunks) {
          const lang = LOCALE_CHUNK.exec(name)?.[1];
          const file = [...chunk.files].find((f) => f.endsWith('.js'));
          if (lang && file) pairs.push(`${lang}=${publicPath}${file}`);
        }
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'locale-chunks', content: pairs.join(' ') }));
        return data;
      });
    });
  }
}
