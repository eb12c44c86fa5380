// The ten tools on one framework (docs/decisions/013-tool-framework.md).
export * from './careerAnchor';
export * from './coreColoring';
export * from './framework';
export * from './jobCard';
export * from './ptid';
