import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

import type { ChartFigure } from './chart-figures';

// Only the parts the Income charts draw, so the rest of Chart.js is shaken out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const colours = ['#2f5d50', '#c7a76c'];

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A figure drawn on a canvas. Its box is an image to assistive technology, labelled with the figure's
 * summary; its table beside it holds the same data. This module alone imports Chart.js: it is loaded lazily,
 * in a chunk of its own.
 */
export default function ChartCanvas({ figure }: { figure: ChartFigure }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (element === null) return undefined;
    const series = figure.stacked ? [figure.columns[1] ?? '', figure.columns[2] ?? ''] : [figure.columns[1] ?? ''];
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: figure.rows.map((row) => row.label),
        datasets: series.map((label, i) => ({
          label,
          data: figure.rows.map((row) => row.values[i] ?? 0),
          backgroundColor: colours[i % colours.length],
        })),
      },
      options: {
        animation: reducedMotion() ? false : undefined,
        maintainAspectRatio: false,
        indexAxis: figure.stacked ? 'x' : 'y',
        scales: { x: { stacked: figure.stacked, beginAtZero: true }, y: { stacked: figure.stacked, beginAtZero: true } },
        plugins: { legend: { display: figure.stacked } },
      },
    });
    return () => {
      chart.destroy();
    };
  }, [figure]);
  return (
    // overflow-hidden: Chart.js sizes the canvas in pixels and follows its box a frame later; a narrowed screen
    // (a phone turned, a window made smaller) must not scroll sideways meanwhile.
    <div className="relative h-64 overflow-hidden" role="img" aria-label={figure.summary}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
