/** Entry of the insights page (a separate build: insights/vite.config.ts). */
import { createRoot } from 'react-dom/client';
import { InsightsApp } from './InsightsApp.tsx';
import './styles.css';

const root = document.getElementById('insights-root');
if (root) createRoot(root).render(<InsightsApp />);
