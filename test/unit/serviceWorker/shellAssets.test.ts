import { isShellAsset } from '../../../src/serviceWorker/shellAssets';

describe('isShellAsset', () => {
  it.each([
    'index.html',
    'static/js/early.d055ec95.js',
    'static/js/main.ffd9925c.js',
    'static/js/renderer.498f8888.js',
    'static/js/locale-en.79a14698.js',
    'static/js/service-worker.27831c73.js',
    'static/css/main.d27e98ed.css',
    'static/favicon.svg',
  ])('precaches %s', (name) => {
    expect(isShellAsset(name)).toBe(true);
  });

  it.each([
    'static/js/main.ffd9925c.js.map',
    'static/js/main.ffd9925c.js.LICENSE.txt',
    'static/js/renderer.498f8888.js.map',
    'static/js/locale-de-json.9653c14f.js',
    'static/js/about.da9725a5.js',
    'static/css/about.e7d98d7b.css',
    'static/config.json',
    'static/emoji.json',
    'sw-pleroma.js',
    'static/js/main.js',
  ])('leaves %s to run time (or out)', (name) => {
    expect(isShellAsset(name)).toBe(false);
  });
});
