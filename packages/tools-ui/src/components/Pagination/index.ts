export { Pagination, type PaginationProps } from './Pagination';
export { type PaginationItem, paginationItems } from './paginationItems';
