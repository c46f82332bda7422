// Starts the sign-in screens' download at once for a visitor without a session, while the app's own
// scripts download, instead of after they have run (scripts/first-screen-preloads.ts writes the list
// into the page). A member with a session starts on another screen, so nothing is added for them.
// At /signin the page carries the sign-in screen prerendered (#first-screen): a guest sees it in place
// of the splash, with its fonts preloaded, and can type into it until the app takes it over
// (src/first-screen/take-over.ts keeps what was typed). It cannot sign in by itself: a submit is held
// back (never sent to the server as a page load) and marked, and the app's screen signs in once up.
// A file rather than an inline script: the page's Content-Security-Policy runs the app's own files only.
try {
  var meta = document.querySelector('meta[name="baro-guest-preloads"]');
  var site = meta && meta.getAttribute('data-site');
  var guest = meta !== null && localStorage.getItem(site + '.accessToken') === null;
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
    var files = meta.content.split(' ').filter(Boolean);
    for (var i = 0; i < files.length; i += 1) preload(files[i], 'script');
  }
  if (guest && location.pathname === meta.getAttribute('data-sign-in')) {
    document.documentElement.setAttribute('data-first-screen', 'guest-sign-in');
    var fonts = list('data-fonts');
    for (var j = 0; j < fonts.length; j += 1) preload(fonts[j], 'font');
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
  }
} catch (e) {}
