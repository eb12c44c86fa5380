export {
  niceMax,
  TrendChart,
  type TrendChartProps,
  type TrendPoint,
  type TrendSeries,
  type TrendTone,
} from './TrendChart';
