import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

/**
 * Chart.js with only the pieces the dashboard draws (bars and a doughnut), so the rest of the
 * library is shaken out of the chart chunk. Importing this module is what registers them.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Legend, Tooltip);

// The page's own type and text colour (slate-600), so the charts read as part of it.
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
Chart.defaults.color = '#475569';
// People who asked their system for less motion get the charts drawn at once.
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;

/**
 * Tailwind palette values the charts paint with (a canvas cannot read CSS classes). Each mark
 * keeps 3:1 contrast with the white card (WCAG 1.4.11): the pale "due" bars by their outline.
 */
export const CHART_COLOURS = {
  brand: '#047857',
  dueFill: '#e2e8f0',
  dueOutline: '#64748b',
  grid: '#e2e8f0',
  approved: '#059669',
  pending: '#d97706',
  rejected: '#dc2626',
} as const;

export { Chart };
