// The saved theme is applied before the first paint, so a light-theme member never sees a dark flash
// (settings are stored per site and member; the last chosen theme is kept separately). A file rather
// than an inline script: the page's Content-Security-Policy runs scripts from the app's own files only.
try {
  var theme = localStorage.getItem('baro.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {}
