import { style } from '@vanilla-extract/css';

/** A console form: one readable column, left-aligned under the heading, its cards all as wide. */
export const formColumn = style({ maxWidth: '46rem', width: '100%' });
