/**
 * The d3 scales Recharts is given in place of all of them (vite.config.ts, `chartsImports`). It picks
 * a scale by name from the whole d3-scale module, which would keep every scale (time, colour, log...)
 * with its date and number formatting in the screen's chunk. The reports' axes use three: `band` (the
 * categories of bars), `point` (the days of an area) and `linear` (money). An axis given another
 * `scale` would draw as `point`: add that scale here first.
 */
export { scaleBand, scaleLinear, scalePoint } from 'victory-vendor/d3-scale';
