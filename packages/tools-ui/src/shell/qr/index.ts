export { QrCode, type QrCodeProps } from './QrCode';
