export { Heading, type HeadingProps } from './Heading';
export { headingLevels } from './Heading.css';
