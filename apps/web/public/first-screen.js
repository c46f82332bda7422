// Starts the sign-in screens' download at once for a visitor without a session, while the app's own
// scripts download, instead of after they have run (scripts/first-screen-preloads.ts writes the list
// into the page). A member with a session starts on another screen, so nothing is added for them.
// A file rather than an inline script: the page's Content-Security-Policy runs the app's own files only.
try {
  var meta = document.querySelector('meta[name="baro-guest-preloads"]');
  var site = meta && meta.getAttribute('data-site');
  var files = meta ? meta.content.split(' ').filter(Boolean) : [];
  if (files.length > 0 && localStorage.getItem(site + '.accessToken') === null) {
    for (var i = 0; i < files.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
} catch (e) {}
