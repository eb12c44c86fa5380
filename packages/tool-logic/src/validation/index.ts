// The validation harness (decision 021): each tool's scoring on simulated respondents with a known
// true profile, and on random responders, in the tool's own `validation.ts`. `pnpm validate:tools`
// prints the figures; each tool's test holds the targets with fixed seeds, so `npm test` runs it.
export { CONDITIONS, type Figures } from './respondents';
