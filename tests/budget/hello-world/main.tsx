// The reference for the bundle budget: the smallest React 19 app, one heading rendered with createRoot.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>);
