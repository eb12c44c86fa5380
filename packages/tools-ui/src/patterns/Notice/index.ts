export { Notice, type NoticeProps } from './Notice';
export { noticeTones } from './Notice.css';
