// Global styles (font, theme, reset) are a separate entry: `@career/tools-ui/styles`.
// Components: layout and typography, actions, forms, navigation and progress, content and data.

export * from './components/Badge';
export * from './components/BarChart';
export * from './components/Box';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/Columns';
export * from './components/Container';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/Form';
export * from './components/Grid';
export * from './components/Heading';
export * from './components/Icon';
export * from './components/IconButton';
export * from './components/Inline';
export * from './components/Pagination';
export * from './components/PasswordField';
export * from './components/ProgressBar';
export * from './components/RadioGroup';
export * from './components/RankList';
export * from './components/SaveStatus';
export * from './components/ScaleItem';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/Stepper';
export * from './components/Switch';
export * from './components/Table';
export * from './components/Tabs';
export * from './components/Text';
export * from './components/Textarea';
export * from './components/TextField';
export * from './components/Tooltip';
export * from './components/TrendChart';
export * from './components/UserText';
export * from './components/VisuallyHidden';
// Back-office building blocks (lists in the address, server forms, CSV export)
export * from './console';
// Consultant logs: a note as written, and the consultant's editor
export * from './consultantLog';
// The instructor's classes, fees and profile as they read in the portal
export * from './instructor';
// App patterns (frames, panels, link styles)
export * from './patterns';
// The student's career portfolio (decision 058)
export * from './portfolio';
// Shell widgets: dialog host, loading overlay, countdown, tool windows, autosizing textarea, PDF export, QR code
export * from './shell';
export { type Density, densities, densityClass } from './styles/density.css';
export { type Sprinkles, sprinkles } from './styles/sprinkles.css';
export { defaultTokens, type ThemeTokens } from './styles/tokens';
export { vars } from './styles/vars.css';
// The tools and the framework they share
export * from './tools';
export { UiProvider, type UiProviderProps } from './UiProvider';
