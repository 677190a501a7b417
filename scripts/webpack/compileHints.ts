// Marks the entry scripts (what index.html loads before the first status) with V8's file-level compile hint, so
// Chromium compiles their functions while the file streams in, on a background thread, instead of one by one on
// the main thread the first time each is called. Almost every function of these files runs on the first screen;
// the lazy chunks are left to V8's own lazy compilation. Other engines read the line as a comment.
// Measured with `npm run bench:startup`: docs/architecture.md, "Start-up speed".
import { sources, Compilation, type Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  constructor(private readonly entries: string[]) {}

  apply(compiler: Compiler): void {
    // thisCompilation: the app's own, not a child compilation (the service worker's has no such entries)
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minification (which would drop the comment), before the source maps are written (which then
        // account for the added line) and before the content hashes are computed
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const name of this.entries) {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) throw new Error(`CompileHintsPlugin: no entry named ${name}`);
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              // the hint must be the file's first line
              compilation.updateAsset(file, (old) => new sources.ConcatSource(COMPILE_HINT, old));
            }
          }
        },
      );
    });
  }
}
