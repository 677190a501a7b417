// @ts-check
/* global window, document, MutationObserver */
// The Flash player page's script (player.html, framed by the media viewer's FlashPlayer). It talks to the viewer
// with postMessage on its own origin only: 'ready' when it can take a movie, then 'loaded' or 'error'.
'use strict';

(function () {
  var SOURCE = 'fedi-flash';

  /** @param {{ state: string, reason?: string }} message */
  function tell(message) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: SOURCE, state: message.state, reason: message.reason }, window.location.origin);
  }

  // Read by ruffle.js when it loads (the next script): no polyfilling of the page, no splash, no overlays of its own,
  // and a movie that may neither script the page nor open links.
  /** @type {any} */ (window).RufflePlayer = {
    config: {
      polyfills: false,
      splashScreen: false,
      autoplay: 'on',
      unmuteOverlay: 'hidden',
      letterbox: 'on',
      allowScriptAccess: false,
      allowNetworking: 'none',
      openUrlMode: 'deny',
      showSwfDownload: false,
      warnOnUnsupportedContent: false,
      logLevel: 'warn',
    },
  };

  var started = false;

  /** @param {string} url */
  function play(url) {
    if (started) return;
    started = true;
    var stage = document.getElementById('stage');
    var ruffle = /** @type {any} */ (window).RufflePlayer;
    var api = ruffle && typeof ruffle.newest === 'function' ? ruffle.newest() : null;
    if (!stage || !api) {
      tell({ state: 'error', reason: 'no Ruffle in this page' });
      return;
    }
    var player = api.createPlayer();
    stage.appendChild(player);
    var done = false;
    /** @param {string} state @param {string} [reason] */
    function finish(state, reason) {
      if (done) return;
      done = true;
      tell({ state: state, reason: reason });
    }
    player.addEventListener('loadedmetadata', function () {
      finish('loaded');
    });
    // Ruffle has no error event: a failure (a movie that cannot be fetched or read) replaces its stage with a
    // panel, id "panic", in its open shadow root.
    if (player.shadowRoot) {
      new MutationObserver(function () {
        if (player.shadowRoot.getElementById('panic')) finish('error', 'Ruffle could not play the movie');
      }).observe(player.shadowRoot, { childList: true, subtree: true });
    }
    Promise.resolve(player.ruffle().load({ url: url })).catch(function (/** @type {unknown} */ error) {
      finish('error', String(error));
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== SOURCE || typeof data.url !== 'string') return;
    try {
      play(data.url);
    } catch (error) {
      tell({ state: 'error', reason: String(error) });
    }
  });

  // ruffle.js runs after this script: say 'ready' once the page (and it) have been read
  document.addEventListener('DOMContentLoaded', function () {
    tell({ state: 'ready' });
  });
})();
