export { AutosizeTextarea, type AutosizeTextareaProps } from './AutosizeTextarea';
export { AUTOSIZE_EXTRA_PX, type AutosizeVariant, autosizeHeight, autosizeVariants, fitTextarea } from './autosize';
