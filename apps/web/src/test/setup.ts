import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Testing Library unmounts rendered trees by itself only when Vitest's globals are on; they are off
// in this repository, so every web test gets a clean document and storage here. A test file may run
// in Node instead (`@vitest-environment node`), where there is no document to clean.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  // jsdom does not scroll; route changes scroll to the top.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
