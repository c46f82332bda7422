import { createRoot } from 'react-dom/client';

// The peer of bench/web-budget: the least a Vite + React page can be, one heading rendered by
// react-dom, so the app's figures read as "this much more than React itself".
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');
createRoot(root).render(<h1 style={{ fontSize: 26, margin: 40, fontFamily: 'sans-serif' }}>바로</h1>);
