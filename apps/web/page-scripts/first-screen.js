// Runs while index.html is parsed, before anything is drawn; written into the page by
// scripts/first-screen-preloads.ts (the server's Content-Security-Policy allows it by its hash).
// - For a visitor without a session it starts the sign-in screens' download at once, while the app's
//   own scripts download, instead of after they have run. A member starts on another screen.
// - At /signin the page carries the sign-in screen prerendered (#first-screen): a guest sees it in
//   place of the splash, with its fonts preloaded, and can type into it until the app takes it over
//   (src/first-screen/take-over.ts keeps what was typed). It cannot sign in by itself: a submit is held
//   back (never sent to the server as a page load) and marked; the app's screen signs in once up.
// - It starts the app: the build leaves the entry script out of the page (only its download starts
//   there), so the app runs once the page is parsed and, on the prerendered screen, only after that
//   screen's first paint. Run before it, the app's start-up (a few hundred milliseconds on a phone)
//   holds the paint back, and the guest looks at a blank page meanwhile.
(function () {
  var meta = document.querySelector('meta[name="baro-guest-preloads"]');
  var started = false;
  var startApp = function () {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = meta.getAttribute('data-entry');
    document.head.appendChild(script);
  };
  // A script added now would run before the body is parsed; the app needs its #root.
  var whenParsed = function (then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  };
  // requestAnimationFrame runs before the next paint, a task queued from it after: the screen is on
  // show by then. A hidden tab does not paint (nor run animation frames): the app starts at once,
  // and when the tab is hidden before that frame, then.
  var afterFirstPaint = function () {
    if (document.visibilityState === 'hidden') return startApp();
    document.addEventListener('visibilitychange', startApp, { once: true });
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  };
  try {
    var site = meta.getAttribute('data-site');
    var guest = localStorage.getItem(site + '.accessToken') === null;
    var preload = function (href, as) {
      var link = document.createElement('link');
      link.rel = as === 'script' ? 'modulepreload' : 'preload';
      if (as !== 'script') {
        link.as = as;
        link.type = 'font/woff2';
      }
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    };
    var list = function (name) {
      return (meta.getAttribute(name) || '').split(' ').filter(Boolean);
    };
    if (guest) {
      var files = list('content');
      for (var i = 0; i < files.length; i += 1) preload(files[i], 'script');
    }
    if (!guest || location.pathname !== meta.getAttribute('data-sign-in')) return whenParsed(startApp);
    // The submit is held back before the screen is shown, so no path shows it unguarded.
    document.addEventListener(
      'submit',
      function (event) {
        var prerendered = document.getElementById('first-screen');
        if (prerendered === null || !prerendered.contains(event.target)) return;
        event.preventDefault();
        prerendered.setAttribute('data-submitted', '');
      },
      true,
    );
    document.documentElement.setAttribute('data-first-screen', 'guest-sign-in');
    var fonts = list('data-fonts');
    for (var j = 0; j < fonts.length; j += 1) preload(fonts[j], 'font');
    whenParsed(afterFirstPaint);
  } catch (e) {
    // Storage refused (a privacy mode): no preloads and no prerendered screen; the app still starts.
    whenParsed(startApp);
  }
})();
