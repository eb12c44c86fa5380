// The validation harness (decision 021): each tool's scoring on simulated respondents with a known
// true profile, and on random responders. `pnpm validate:tools` prints the figures; the unit test
// holds the targets with fixed seeds, so `npm test` runs it.
export { validateCareerAnchor } from './careerAnchor';
export { validateCoreColoring } from './coreColoring';
export { validateJobCard } from './jobCard';
export { validatePtid } from './ptid';
export { CONDITIONS, type Figures } from './respondents';
